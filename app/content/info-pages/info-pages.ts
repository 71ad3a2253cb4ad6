/**
 * The information pages that share app/routes/info-page.tsx, each with the date its text last
 * changed (shown on the page and in the sitemap). Update the date whenever a page's text in
 * app/i18n/{en,es}/pages.ts changes in substance.
 */
export const INFO_PAGE_UPDATED = {
  about: "2026-11-21",
  privacy: "2026-11-21",
  terms: "2026-11-21",
  shipping: "2026-11-21",
  returns: "2026-11-21",
} as const;

export type InfoPage = keyof typeof INFO_PAGE_UPDATED;

export const INFO_PAGES = Object.keys(INFO_PAGE_UPDATED) as InfoPage[];

/** The page a path such as "/about" or "/about/" names, or null. */
export function infoPageFromPath(pathname: string): InfoPage | null {
  const name = pathname.replace(/^\/+|\/+$/g, "");
  return (INFO_PAGES as string[]).includes(name) ? (name as InfoPage) : null;
}
