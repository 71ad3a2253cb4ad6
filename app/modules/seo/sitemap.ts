import { languageAddress, LANGUAGES } from "~/lib/language";

/**
 * The sitemap protocol (sitemaps.org): one <url> per public address in each language, absolute,
 * XML-escaped, with <lastmod> when we know when the page last changed, and every language's
 * address as an `xhtml:link` alternate (decision 024). A pure function, so the route only
 * gathers the entries.
 */

export interface SitemapEntry {
  /** The page's path on this site, starting with "/". */
  path: string;
  lastModified?: Date;
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

/**
 * `origin` is the site's public address without a trailing slash (PUBLIC_URL). Paths are
 * percent-encoded where needed (encodeURI keeps "/" and already valid characters) and then
 * escaped, as the protocol asks.
 */
export function buildSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const address = (path: string, language: (typeof LANGUAGES)[number]) =>
    escapeXml(base + encodeURI(languageAddress(path, "", language)));
  const urls = entries.flatMap(({ path, lastModified }) => {
    const modified = lastModified ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : "";
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `\n    <xhtml:link rel="alternate" hreflang="${language}" href="${address(path, language)}"/>`,
      ),
      `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, "en")}"/>`,
    ].join("");
    return LANGUAGES.map(
      (language) => `  <url>\n    <loc>${address(path, language)}</loc>${modified}${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
