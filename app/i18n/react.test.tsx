import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Trans, TranslationProvider, useTranslation, withElements } from "./react";
import { translator } from "./setup";

describe("withElements", () => {
  it("puts each tag's words inside its component and keeps the text around it", () => {
    const html = renderToString(
      <p>
        {withElements("Read the <terms>terms</terms> and <privacy>privacy policy</privacy>.", {
          terms: <a href="/terms" />,
          privacy: <a href="/privacy" />,
        })}
      </p>,
    );
    expect(html).toBe(
      '<p>Read the <a href="/terms">terms</a> and <a href="/privacy">privacy policy</a>.</p>',
    );
  });

  it("leaves a tag without a component as its words", () => {
    // React marks the boundaries between adjacent texts with empty comments.
    const html = renderToString(<p>{withElements("a <b>bold</b> move", {})}</p>);
    expect(html.replaceAll("<!-- -->", "")).toBe("<p>a bold move</p>");
  });
});

describe("useTranslation", () => {
  function Promo() {
    const { t } = useTranslation();
    return <span>{t("frame.promo")}</span>;
  }

  it("translates in the provider's language", () => {
    const page = (language: "en" | "es") =>
      renderToString(
        <TranslationProvider language={language}>
          <Promo />
        </TranslationProvider>,
      );
    expect(page("en")).toContain("Free shipping on orders over $60!");
    expect(page("es")).toContain("¡Envío gratis en pedidos superiores a $60!");
  });

  it("refuses to run outside a provider, rather than showing keys", () => {
    expect(() => renderToString(<Promo />)).toThrow(/TranslationProvider/);
  });

  it("renders Trans with the text's links", () => {
    const html = renderToString(
      <Trans
        text={translator("es")("auth.login.orRegister")}
        components={{ register: <a href="/register" /> }}
      />,
    );
    expect(html).toBe('O <a href="/register">crea una cuenta nueva</a>');
  });
});
