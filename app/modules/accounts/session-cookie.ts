/**
 * better-auth's session cookie, `__Secure-` prefixed when PUBLIC_URL is https. A request without
 * it is anonymous: no session lookup, and public pages may be shared.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? SESSION_COOKIE.test(cookieHeader) : false;
}
