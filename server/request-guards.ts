import type { NextFunction, Request, Response } from "express";

/**
 * Requests the shop has no answer for are refused plainly before React Router sees them:
 * - methods other than GET, HEAD and POST get 405 (React Router cannot even build a Request for
 *   TRACE, which made a 500);
 * - a POST to a page (route actions read forms) must send a form: anything else gets 415, rather
 *   than a 500 from `request.formData()`. `/api/` endpoints read and check their own bodies.
 */
const METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export function refuseUnsupportedRequests(req: Request, res: Response, next: NextFunction) {
  if (!METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST");
    return refuse(req, res, 405, "Method not allowed");
  }
  if (req.method === "POST" && !req.path.startsWith("/api/")) {
    const type = (req.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return refuse(req, res, 415, "Forms are sent as form data");
  }
  next();
}

function refuse(req: Request, res: Response, status: number, error: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ error });
  else res.type("text/plain").send(error);
}
