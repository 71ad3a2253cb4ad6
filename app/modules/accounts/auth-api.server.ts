import type { AppLoadContext } from "react-router";
import { isAPIError } from "better-auth/api";

/**
 * What better-auth's server API is told about the request: the browser's cookies (the current
 * session), its user agent, and the client address the shop trusts (TRUST_PROXY decides), so a
 * session records the real address and not whatever X-Forwarded-For a client made up.
 */
export function authHeaders(request: Request, context: Pick<AppLoadContext, "clientIp">): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers.set("User-Agent", userAgent);
  headers.set("X-Forwarded-For", context.clientIp);
  return headers;
}

/** better-auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD) of a refused call, if it was one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

/** The Set-Cookie lines of an answer, to forward to the browser. */
export const setCookiesOf = (headers: Headers): string[] => headers.getSetCookie();
