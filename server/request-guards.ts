import type { NextFunction, Request, Response } from "express";
import { comesFromOwnPages } from "~/lib/same-origin.server";
import { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES, WEBHOOK_LIMIT_BYTES } from "~/config/body-limits";

/**
 * Requests the shop has no answer for are refused plainly before React Router sees them:
 * - methods other than GET, HEAD and POST get 405 (React Router cannot even build a Request for
 *   TRACE, which made a 500);
 * - an address whose path or query holds control characters (PostgreSQL refuses NUL, and no
 *   search, filter or slug has any) or broken percent-encoding gets 400;
 * - a POST to a page (route actions read forms) must send a form: anything else gets 415, rather
 *   than a 500 from `request.formData()`. `/api/` endpoints read and check their own bodies;
 * - a body must say its length, and that length must be within the limit: 411 or 413, answered
 *   before a byte of the body is read (the connection is then closed, so it never is). With a
 *   Content-Length the HTTP parser itself stops the body at that length: no counting can lie.
 */
const METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The buyer's return form (issue 30): up to three photos of an image upload's size each. */
const RETURN_FORM_PATH = /^\/orders\/[^/]+\/return\/?$/;

function bodyLimit(path: string, type: string): number {
  if (type === "multipart/form-data" && (path.startsWith("/admin/") || RETURN_FORM_PATH.test(path)))
    return UPLOAD_LIMIT_BYTES;
  if (path.startsWith("/api/webhooks/")) return WEBHOOK_LIMIT_BYTES;
  return BODY_LIMIT_BYTES;
}

export function refuseUnsupportedRequests(req: Request, res: Response, next: NextFunction) {
  if (!METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST");
    return refuse(req, res, 405, "Method not allowed");
  }
  if (!isPlainAddress(req.originalUrl))
    return refuse(req, res, 400, "The address contains characters that cannot be used");
  if (req.method === "GET" || req.method === "HEAD") return next();

  const type = (req.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (!req.path.startsWith("/api/") && !FORM_TYPES.includes(type)) {
    return refuse(req, res, 415, "Forms are sent as form data");
  }
  const declared = req.get("content-length");
  if (declared === undefined && req.get("transfer-encoding") !== undefined) {
    return refuse(req, res, 411, "Content-Length required");
  }
  if (Number(declared ?? 0) > bodyLimit(req.path, type))
    return refuse(req, res, 413, "Request body too large");
  next();
}

/**
 * A form posted to a page from another site's page is refused here: 403, as the API's endpoints
 * refuse theirs. React Router would refuse it too, but as a plain 400 that it reports as an error
 * of the shop's, with a stack, for every such request: anyone could fill the error log. (Its own
 * check stays behind this one; `/api/` endpoints check their requests themselves.)
 */
export function refuseCrossSiteForms(publicUrl: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || req.path.startsWith("/api/")) return next();
    const source = {
      origin: req.get("origin") ?? null,
      fetchSite: req.get("sec-fetch-site") ?? null,
      // Express 5: with TRUST_PROXY, X-Forwarded-Proto's and X-Forwarded-Host's; the port
      // included, as in the Origin.
      ownOrigin: `${req.protocol}://${req.host}`,
    };
    if (comesFromOwnPages(source, publicUrl())) return next();
    refuse(req, res, 403, "Cross-site request refused");
  };
}

const CONTROL = /\p{Cc}/u;

/** The path and each query parameter, decoded, hold no control character. */
function isPlainAddress(url: string): boolean {
  const [path = "", query = ""] = url.split("?", 2);
  try {
    if (CONTROL.test(decodeURIComponent(path))) return false;
  } catch {
    return false;
  }
  for (const [key, value] of new URLSearchParams(query)) {
    if (CONTROL.test(key) || CONTROL.test(value)) return false;
  }
  return true;
}

function refuse(req: Request, res: Response, status: number, error: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  // A body nobody will read: closing the connection keeps it from being read at all.
  if (status === 411 || status === 413) res.setHeader("Connection", "close");
  if (req.path.startsWith("/api/")) res.json({ error });
  else res.type("text/plain").send(error);
}
