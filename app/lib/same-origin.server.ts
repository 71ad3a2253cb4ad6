import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";

/** What a state-changing request says of where it comes from. */
export interface RequestSource {
  origin: string | null;
  fetchSite: string | null;
  /** The origin the request was sent to (`scheme://host:port`), as the server received it. */
  ownOrigin: string;
}

/**
 * Whether a state-changing request comes from the shop's own pages: its Origin is PUBLIC_URL's
 * origin or the request's own origin, compared whole: scheme, host and port (`https://shop`
 * is another site than `http://shop`, and may be someone else's page). Without an Origin header
 * (not a browser, or an old one) the browser's Sec-Fetch-Site, when sent, must not say cross-site.
 */
export function comesFromOwnPages(
  { origin, fetchSite, ownOrigin }: RequestSource,
  publicUrl: string,
): boolean {
  if (!origin) return fetchSite !== "cross-site";
  const sent = originOf(origin);
  return sent !== null && (sent === originOf(publicUrl) || sent === originOf(ownOrigin));
}

/** A URL's origin, with the scheme's default port left out as browsers do; null when malformed. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** The same check for a route's request. */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const source = {
    origin: request.headers.get("Origin"),
    fetchSite: request.headers.get("Sec-Fetch-Site"),
    ownOrigin: new URL(request.url).origin,
  };
  return comesFromOwnPages(source, publicUrl);
}

/**
 * The answer to a state-changing request from another site's page: 403 `{ error }`, never
 * stored; null when it comes from the shop's own pages. (Signed-in shoppers' forms: a page
 * elsewhere must not post them with the shopper's cookie.)
 */
export function crossSiteRefusal(request: Request, publicUrl: string) {
  if (isSameOrigin(request, publicUrl)) return null;
  return data({ error: "Cross-site request refused" }, { status: 403, headers: PRIVATE_NO_STORE });
}
