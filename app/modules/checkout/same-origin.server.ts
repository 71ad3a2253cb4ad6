/**
 * Whether a state-changing request comes from the shop's own pages: its Origin is PUBLIC_URL's
 * origin or the request's own host. Without an Origin header (not a browser, or an old one) the
 * browser's Sec-Fetch-Site, when sent, must not say cross-site.
 */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return request.headers.get("Sec-Fetch-Site") !== "cross-site";
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
