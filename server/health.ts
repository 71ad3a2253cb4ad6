import type { RequestHandler } from "express";

/**
 * Liveness, `GET /api/health`: 200 while the process is up. A load balancer asks often, so it is
 * answered before anything else (logging, the page cache, React Router), at the cost of a few
 * microseconds (issue 10). Readiness, which asks the database, is `/api/ready`.
 */
export const answerHealth: RequestHandler = (req, res, next) => {
  if (req.path !== "/api/health" || (req.method !== "GET" && req.method !== "HEAD")) return next();
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
};
