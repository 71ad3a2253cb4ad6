import { INFO_PAGE_UPDATED, INFO_PAGES } from "~/content/info-pages/info-pages";
import { buildSitemapXml, type SitemapEntry } from "~/modules/seo/sitemap";
import { listCatalogueSitemapEntries } from "~/modules/seo/sitemap-entries.server";
import type { Route } from "./+types/sitemap[.]xml";

// Public pages without a date of their own: the lists change with the catalogue and the
// time window of New Arrivals, so a date would mislead more than help.
const UNDATED_PATHS = ["/", "/products", "/featured", "/new-arrivals", "/categories", "/contact"];

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await listCatalogueSitemapEntries(context.db);
  const entries: SitemapEntry[] = [
    ...UNDATED_PATHS.map((path) => ({ path })),
    ...INFO_PAGES.map((page) => ({ path: `/${page}`, lastModified: new Date(INFO_PAGE_UPDATED[page]) })),
    ...catalogue,
  ];
  return new Response(buildSitemapXml(context.env.PUBLIC_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // The same for every visitor; an hour is fresh enough for crawlers.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
