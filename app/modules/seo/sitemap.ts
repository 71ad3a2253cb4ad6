/**
 * The sitemap protocol (sitemaps.org): one <url> per public address, absolute, XML-escaped,
 * with <lastmod> when we know when the page last changed. A pure function, so the route only
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
  const urls = entries.map(({ path, lastModified }) => {
    const location = `    <loc>${escapeXml(base + encodeURI(path))}</loc>`;
    const modified = lastModified ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `  <url>\n${location}${modified}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
