import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/i18n/react";
import { StarRating } from "./StarRating";

const render = (average: number, language: "en" | "es" = "en") =>
  renderToString(
    <TranslationProvider language={language}>
      <StarRating average={average} size={14} />
    </TranslationProvider>,
  );

describe("StarRating", () => {
  it("fills as many stars as the rounded-down average, in one element", () => {
    const html = render(4.9);
    expect(html).toContain("--filled:4");
    expect(html).toContain("--star-size:14px");
    expect(html).not.toContain("<svg");
  });

  it("fills none without reviews and never more than five", () => {
    expect(render(0)).toContain("--filled:0");
    expect(render(7)).toContain("--filled:5");
  });

  it("reads the average out in the page's language", () => {
    expect(render(3.7)).toMatch(/role="img" aria-label="[^"]*3\.7[^"]*"/);
    expect(render(3.7, "es")).not.toBe(render(3.7, "en"));
  });
});
