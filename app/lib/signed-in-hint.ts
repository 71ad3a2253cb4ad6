import { readCookie } from "./language";

/**
 * A cookie scripts can read that says whether the browser holds a session cookie (which they
 * cannot read: it is HttpOnly). The server keeps it in step on every answer
 * (server/signed-in-hint.ts); the root's client loader reads it to know whether a shared page's
 * frame needs the visitor from /api/viewer (decision 022). It grants nothing: a stale hint costs
 * one request that answers "nobody".
 */
export const SIGNED_IN_HINT = "st_signed_in";

export function hasSignedInHint(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, SIGNED_IN_HINT) === "1";
}
