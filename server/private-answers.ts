import type { Request, RequestHandler, Response } from "express";

/**
 * For requests that carry a session, turns a `public` Cache-Control into `private, no-cache`
 * just before the head is written: the page then shows the visitor's name and menu, which no
 * CDN or shared proxy may keep or hand to someone else. An answer that says nothing of caching
 * (the cart, a not-found page: routes without a loader's headers) becomes `private, no-store`,
 * as every page about a visitor is (issue 25). Answers already private stay as they are.
 */
export function keepSignedInAnswersPrivate(
  isPersonal: (req: Request, res: Response) => boolean,
): RequestHandler {
  return (req, res, next) => {
    if (!isPersonal(req, res)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const cacheControl = res.getHeader("Cache-Control");
      if (cacheControl === undefined) res.setHeader("Cache-Control", "private, no-store");
      // An immutable file (an uploaded image) is the same for everyone: it stays cacheable.
      if (
        typeof cacheControl === "string" &&
        /\bpublic\b/.test(cacheControl) &&
        !/\bimmutable\b/.test(cacheControl)
      ) {
        res.setHeader("Cache-Control", "private, no-cache");
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
