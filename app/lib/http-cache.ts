/**
 * Cache-Control for public catalogue pages and their data. Their HTML holds nothing personal, so
 * a shared cache (a CDN) may keep it as long as the shop's own page cache does (10 s, decision
 * 007); a browser asks again every time (max-age=0), so stock and prices an admin changed show on
 * the next page it opens. The language cookie (and, without one,
 * the browser's Accept-Language) changes the HTML, hence `Vary: Cookie, Accept-Language`. Pages for a
 * signed-in visitor, carts and forms must not use this.
 */
export const PUBLIC_PAGE_CACHE = {
  "Cache-Control": "public, max-age=0, s-maxage=10",
  Vary: "Cookie, Accept-Language",
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

/**
 * An answer that is not worth keeping anywhere but is nobody's secret either (an API's JSON, a
 * form's answer on a public page).
 */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * The `handle` of a page that is the same for everyone in a language, signed in or not (decision
 * 022): the root loader leaves the visitor out of it, the browser fills the frame's personal parts
 * (account menu, wishlist link, hearts) after hydration, and the page cache serves it to signed-in
 * visitors too. A route that answers PUBLIC_PAGE_CACHE to a signed-in visitor must have it.
 */
export const SHARED_PAGE = { sharedPage: true } as const;

export function isSharedPage(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as { sharedPage?: unknown }).sharedPage === true
  );
}
