import { describe, expect, it } from "vitest";
import { buildSitemapXml, escapeXml } from "./sitemap";

const ORIGIN = "https://shop.example.com";

/** The text of every element with that tag name, in document order. */
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) => match[1]);

describe("escapeXml", () => {
  it("escapes the five XML special characters and nothing else", () => {
    expect(escapeXml(`Tom & Jerry's <"best"> ñ`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; ñ");
  });
});

describe("buildSitemapXml", () => {
  it("is a sitemaps.org urlset with one absolute <loc> per entry and language, in order", () => {
    const xml = buildSitemapXml(ORIGIN, [{ path: "/" }, { path: "/product/pocky-chocolate" }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(texts(xml, "loc")).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/?lang=es`,
      `${ORIGIN}/product/pocky-chocolate`,
      `${ORIGIN}/product/pocky-chocolate?lang=es`,
    ]);
  });

  it("names every language's address, and the plain one as x-default, in each <url>", () => {
    const xml = buildSitemapXml(ORIGIN, [{ path: "/about" }]);
    for (const url of xml.split("<url>").slice(1)) {
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/about?lang=es"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`);
    }
  });

  it("joins the origin and paths with one slash, whatever the origin's trailing slashes", () => {
    const xml = buildSitemapXml(`${ORIGIN}//`, [{ path: "/about" }]);
    expect(texts(xml, "loc")).toEqual([`${ORIGIN}/about`, `${ORIGIN}/about?lang=es`]);
  });

  it("keeps an origin's base path", () => {
    const xml = buildSitemapXml("https://example.com/shop", [{ path: "/terms" }]);
    expect(texts(xml, "loc")).toEqual([
      "https://example.com/shop/terms",
      "https://example.com/shop/terms?lang=es",
    ]);
  });

  it("writes <lastmod> in W3C date-time only for entries that have one", () => {
    const xml = buildSitemapXml(ORIGIN, [
      { path: "/a", lastModified: new Date("2026-11-21T06:30:00.000Z") },
      { path: "/b" },
    ]);
    // Both languages of /a, none of /b.
    expect(texts(xml, "lastmod")).toEqual(["2026-11-21T06:30:00.000Z", "2026-11-21T06:30:00.000Z"]);
    const thirdUrl = xml.split("<url>")[3];
    expect(thirdUrl).not.toContain("<lastmod>");
  });

  it("percent-encodes what a URL cannot hold and escapes XML's special characters", () => {
    const xml = buildSitemapXml(ORIGIN, [{ path: "/product/m&m's <peanut> ñ" }]);
    expect(texts(xml, "loc")[0]).toBe(`${ORIGIN}/product/m&amp;m&apos;s%20%3Cpeanut%3E%20%C3%B1`);
    // Every "&" left in the document starts an entity.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("is an empty but valid urlset without entries", () => {
    expect(texts(buildSitemapXml(ORIGIN, []), "loc")).toEqual([]);
  });
});
