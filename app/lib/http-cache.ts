/**
 * Cache-Control for public catalogue pages and their data. Their HTML holds nothing personal,
 * so a CDN or the browser may keep it briefly; the language cookie changes the HTML, hence
 * `Vary: Cookie`. Pages for a signed-in visitor, carts and forms must not use this.
 */
export const PUBLIC_PAGE_CACHE = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  Vary: "Cookie",
} as const;

/** A route's `headers` export that passes its loader's headers on to the document response. */
export function passLoaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/**
 * Pages and answers about one visitor (account pages, orders, checkout): never stored by a
 * browser, proxy or CDN, so the back button after signing out shows nothing private.
 */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;
