import type { Request, RequestHandler, Response } from "express";
import { outagePage } from "~/components/errors/outage-page.server";
import type { DatabaseAvailability } from "~/db/availability.server";
import { translator } from "~/i18n/setup";
import { pageLanguage } from "~/lib/language";

/**
 * The shop while its database cannot be reached (decision 018): every page and API request
 * answers 503 with `Retry-After` and `no-store` — pages the friendly outage page in the
 * visitor's language, `/api/*` JSON `{ error }`, React Router's data requests plain text (the
 * root error boundary shows the same content) — instead of a 500 or an error page.
 *
 * - During a known outage the answer goes out at once, without touching the database.
 * - The request that meets the outage first fails inside a route; React Router reports its error
 *   (entry.server.tsx `handleError` → `availability.report`), and its failure (a 5xx) is replaced
 *   here by the outage answer before a byte of it was written.
 * - A failure while the database is thought reachable makes the watch ask it: a route that caught
 *   the error itself (and answered its own 500) still starts the outage for the next requests.
 *
 * Liveness (`/api/health`) stays 200: the process is alive. Readiness (`/api/ready`) asks the
 * database itself. Static files never get here (server/main.js serves them first), and pages in
 * the page cache are still served from it (it runs before this guard and never stores a 503).
 */

/** Paths that say nothing about the database, or ask it themselves. */
const PASS_THROUGH = new Set(["/api/health", "/api/ready"]);

/** How long a client should wait: a PostgreSQL restart takes seconds; the probe asks every 2 s. */
export const RETRY_AFTER_SECONDS = 10;

export interface OutageGuardOptions {
  /** The process's watch over its database (app/db/availability.server.ts), once started. */
  availability: () => Promise<Pick<DatabaseAvailability, "isDown" | "check">>;
  /** The shop's stylesheets, for the outage page's look. */
  stylesheets: () => Promise<readonly string[]>;
}

export function answerDatabaseOutages({ availability, stylesheets }: OutageGuardOptions): RequestHandler {
  return (req, res, next) => {
    if (PASS_THROUGH.has(req.path)) return next();
    Promise.all([availability(), stylesheets()])
      .then(([watch, sheets]) => {
        if (watch.isDown()) return sendOutage(req, res, sheets);
        outageInsteadOfFailure(req, res, watch, sheets);
        next();
      })
      .catch(next);
  };
}

/**
 * Lets the route answer, and decides at its first byte. A failure (5xx) while the database is
 * known to be unreachable becomes the outage answer, and what the route goes on writing is
 * dropped. A failure while it is thought reachable is held until the watch has asked the
 * database: some failures do not carry their cause (better-auth answers "Failed to get session"
 * whatever went wrong; some routes catch errors and answer their own 500). Any other answer
 * passes untouched.
 */
function outageInsteadOfFailure(
  req: Request,
  res: Response,
  watch: Pick<DatabaseAvailability, "isDown" | "check">,
  sheets: readonly string[],
): void {
  type Call = (...args: unknown[]) => unknown;
  const write = res.write as Call;
  const end = res.end as Call;
  // Headers set before the route ran (security headers, request id) stay; the route's go.
  const before = new Set(res.getHeaderNames());
  let state: "open" | "asking" | "passing" | "replaced" = "open";
  const held: Array<{ call: Call; args: unknown[] }> = [];

  const pass = () => {
    state = "passing";
    res.write = write as Response["write"];
    res.end = end as Response["end"];
    for (const { call, args } of held.splice(0)) call.apply(res, args);
  };
  const replace = () => {
    state = "replaced";
    for (const name of res.getHeaderNames()) if (!before.has(name)) res.removeHeader(name);
    sendOutage(req, res, sheets, end as (this: Response, chunk?: string) => Response);
    for (const { args } of held.splice(0)) callBack(args);
  };
  const decide = () => {
    if (res.headersSent || res.statusCode < 500) return pass();
    if (watch.isDown()) return replace();
    state = "asking";
    void watch.check().then(() => (watch.isDown() ? replace() : pass()));
  };
  const hold = (call: Call, args: unknown[]) => {
    if (state === "open") decide();
    if (state === "passing") return call.apply(res, args);
    if (state === "asking") held.push({ call, args });
    else callBack(args);
    return undefined;
  };

  res.write = function (...args: unknown[]) {
    return hold(write, args) ?? true;
  } as Response["write"];
  res.end = function (...args: unknown[]) {
    return hold(end, args) ?? res;
  } as Response["end"];
}

/** Calls the callback of a write or end that was dropped, as the stream would have. */
function callBack(args: unknown[]): void {
  const done = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
  if (done) process.nextTick(done);
}

/** The 503 for this request: JSON for the API, text for React Router's data requests, else the page. */
function sendOutage(
  req: Request,
  res: Response,
  sheets: readonly string[],
  end: (this: Response, chunk?: string) => Response = res.end,
): void {
  const language = pageLanguage("", req.headers.cookie, req.headers["accept-language"]);
  let type: string;
  let body: string;
  if (req.path.endsWith(".data")) {
    type = "text/plain; charset=utf-8";
    body = translator(language)("outage.apiError");
  } else if (req.path.startsWith("/api/")) {
    type = "application/json; charset=utf-8";
    body = JSON.stringify({ error: translator(language)("outage.apiError") });
  } else {
    type = "text/html; charset=utf-8";
    body = outagePage({
      language,
      // Always a path on this site, whatever the request line held ("//elsewhere" included).
      retryHref: `/${req.originalUrl.replace(/^[/\\]+/, "")}`,
      stylesheets: sheets,
      nonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined,
    });
  }
  res.statusCode = 503;
  res.statusMessage = "Service Unavailable";
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  end.call(res, req.method === "HEAD" ? undefined : body);
}
