/**
 * Paths crawlers should skip: personal pages (cart, checkout, account, orders, wishlist,
 * addresses), the sign-in pages, the
 * admin, the JSON API, and search results, which are thin copies of the product lists.
 */
export const DISALLOWED_PATHS = [
  "/api/",
  "/cart",
  "/checkout",
  "/account",
  "/orders",
  "/wishlist",
  "/addresses",
  "/login",
  "/register",
  "/auth/",
  "/forgot-password",
  "/reset-password",
  "/admin",
  "/search",
] as const;

/** robots.txt for every crawler, pointing at the sitemap on `origin` (PUBLIC_URL). */
export function buildRobotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
