import type { RequestHandler } from "express";
import { hasSignedInHint, SIGNED_IN_HINT } from "~/lib/signed-in-hint";

/**
 * Keeps the signed-in hint (app/lib/signed-in-hint.ts) in step with the session cookie the
 * request carries: set when a session cookie came without it, cleared when it came alone.
 */
export function keepSignedInHint(
  hasSessionCookie: (cookieHeader: string | undefined) => boolean,
): RequestHandler {
  return (req, res, next) => {
    const session = hasSessionCookie(req.headers.cookie);
    if (session !== hasSignedInHint(req.headers.cookie)) {
      res.append(
        "Set-Cookie",
        session
          ? `${SIGNED_IN_HINT}=1; Path=/; SameSite=Lax`
          : `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`,
      );
    }
    next();
  };
}
