import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express, {
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from "express";
import type { AppLoadContext } from "react-router";
// The build, handed to React Router once: given a function, it rebuilt its route table and
// handler for every request (issue 10). In development server/main.js loads this module afresh
// per request through Vite, so edits still apply.
import * as build from "virtual:react-router/server-build";
import { env as readSettings, type Env } from "~/config/env.server";
import type { DatabaseAvailability } from "~/db/availability.server";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";
import { clientIp } from "~/lib/client-ip.server";
import { runEvery } from "~/lib/periodic.server";
import type { Auth } from "~/modules/accounts/auth.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import type { StoreCredit } from "~/modules/returns/store-credit";
import { hasSignedInHint } from "~/lib/signed-in-hint";
import { hasSessionCookie } from "~/modules/accounts/session-cookie";
import { onCatalogueChange } from "~/modules/catalog/catalogue-changes.server";
import type { PageTags } from "~/modules/catalog/page-tags";
import { shopFigures } from "~/modules/metrics/shop-figures.server";
import { services, startServices, stopPeriodicWork, stopServices, type Services } from "~/services.server";
import { API_PATHS, apiRoutesOf } from "./api-routes";
import { answerDatabaseOutages } from "./database-outage";
import { withFormBodiesChecked } from "./form-bodies";
import { answerMetrics, shopMetrics, type ShopMetrics } from "./metrics";
import { pageCache, type PageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";
import { keepSignedInAnswersPrivate } from "./private-answers";
import { refuseCrossSiteForms, refuseUnsupportedRequests } from "./request-guards";
import { routeIds, sharedPages } from "./shared-pages";
import { keepSignedInHint } from "./signed-in-hint";

/**
 * The server bundle's entry (see vite.config.ts): the Express app that the launcher
 * (server/main.js) mounts, plus start and stop hooks for the database and the bounded shutdown.
 */

declare module "react-router" {
  interface AppLoadContext {
    env: Env;
    /** AUTH_SECRET, or the one generated and kept in DATA_DIR: signs cookies and links. */
    authSecret: string;
    db: Database;
    /** Accounts and sessions; `sessionUser()` / `requireUser()` read the visitor from it. */
    auth: Auth;
    /** The payment provider PAYMENTS chose (Stripe or the sandbox), one for the process. */
    payments: PaymentProvider;
    /** Store credit for returns (decision 092): gift cards in the running shop; null in tests that give none. */
    storeCredit: StoreCredit | null;
    /** The client's address (TRUST_PROXY decides how far X-Forwarded-For is believed). */
    clientIp: string;
    /** The address of the connection itself, whatever any header says (loopback-only pages). */
    peerIp: string;
    /**
     * The page is a shared one (`handle: SHARED_PAGE`, decision 022): the same for everyone, so
     * the root loader leaves the visitor out of it.
     */
    sharedPage: boolean;
    /**
     * What the page shows, named (decision 038): loaders add the tags of what they print, and the
     * page cache stores the page under them, so a change drops the pages it changes and no others.
     */
    pageTags: PageTags;
    /** This answer's Content-Security-Policy nonce, for the page's scripts (empty: no policy). */
    cspNonce: string;
    /** Answers when the database does; `/api/ready` uses it. */
    pingDatabase: () => Promise<void>;
    /**
     * Whether the database can be reached (decision 018): an error that says it cannot is
     * reported here (logged once per outage) and the answer becomes 503.
     */
    databaseAvailability: DatabaseAvailability;
    logger: Logger;
    requestId: string;
  }
}

export { stopServices as stop };
export { shutDown } from "./shutdown";
export { answerHealth } from "./health";

export const app = express();
app.disable("x-powered-by");

/**
 * Starts the services, and believes as many proxies as TRUST_PROXY says about the request's
 * scheme and host (X-Forwarded-Proto, X-Forwarded-Host), as it does about the client's address:
 * behind a load balancer that ends TLS, the browser's `Origin` is https://shop while the
 * connection is plain http, and React Router refuses a form post whose origin differs from the
 * request's URL (docs/deploying.md).
 */
export async function start() {
  const started = await startServices();
  app.set("trust proxy", started.env.TRUST_PROXY);
  if (cache) stopCountingHits = logPageCacheCounts(cache, started.logger);
  if (started.env.METRICS_TOKEN)
    metricsHolder.__sweetTripMetrics ??= startMetrics(started, started.env.METRICS_TOKEN);
  return started;
}

// Kept on globalThis, as the services are: the development server loads this module afresh
// after an edit, and the metrics must go on counting in one registry.
const metricsHolder = globalThis as typeof globalThis & {
  __sweetTripMetrics?: { metrics: ShopMetrics; answer: RequestHandler };
};

/** The metrics of METRICS_TOKEN (decision 055): what they read, and the endpoint that answers them. */
function startMetrics(started: Services, token: string) {
  const { database, logger } = started;
  const metrics = shopMetrics({
    pageCache: cache ? cache.counts : undefined,
    figures: () => shopFigures(database.db, new Date()),
    database: () =>
      database.kind === "postgres"
        ? { kind: "postgres", ...database.connections() }
        : { kind: "embedded", inFlight: "inFlight" in database.client ? database.client.inFlight : 0 },
    onFiguresError: (error) => {
      if (!started.availability.report(error))
        logger.warn({ err: error }, "metrics: the shop's figures could not be read");
    },
  });
  return { metrics, answer: answerMetrics(token, () => metrics) };
}

let stopCountingHits = async () => {};

/** Stops the periodic work (the services', and the page cache's counts). */
export async function stopWork() {
  await stopCountingHits();
  await stopPeriodicWork();
}

/**
 * Hits are answered before the request logger (decision 039), so they are counted instead of
 * logged one by one: a line a minute says how many, when there were any.
 */
function logPageCacheCounts(pageCache: PageCache, logger: Logger): () => Promise<void> {
  let last = pageCache.counts();
  return runEvery(
    60_000,
    async () => {
      const now = pageCache.counts();
      if (now.hits === last.hits && now.misses === last.misses) return;
      logger.info(
        { hits: now.hits - last.hits, misses: now.misses - last.misses, pages: now.pages },
        "page cache, the last minute",
      );
      last = now;
    },
    () => undefined,
  );
}

/**
 * Security headers and a fresh CSP nonce per answer; server/main.js puts this before everything,
 * static files included (decision 015).
 */
export const withSecurityHeaders = securityHeaders(() => {
  const settings = readSettings();
  return {
    https: settings.PUBLIC_URL.startsWith("https://"),
    stripe: settings.payments === "stripe",
    development: settings.isDevelopment,
  };
});

// The route that answers a path, by its id in the route table: which pages are shared, and the
// label of the request metrics.
const routeIdOf = routeIds(build.routes);

// GET /metrics for Prometheus, when METRICS_TOKEN is set (decision 055); not logged, as a
// scraper asks every few seconds.
app.use((req, res, next) => {
  const metrics = metricsHolder.__sweetTripMetrics;
  if (metrics) return metrics.answer(req, res, next);
  next();
});

// A request id on every log line and response, so a report from a user can be traced. Then,
// with metrics on, the request is counted by its route (never its path: paths are unbounded).
app.use((req, res, next) => {
  const incoming = req.get("x-request-id");
  const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("x-request-id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    metricsHolder.__sweetTripMetrics?.metrics.observeRequest(
      routeIdOf(req.path) || "none",
      req.method,
      res.statusCode,
      ms / 1000,
    );
    void services().then(({ logger }) =>
      logger.info(
        {
          requestId,
          method: req.method,
          // The path only: query strings carry order tokens and payment secrets.
          path: req.path,
          status: res.statusCode,
          ms,
        },
        "request",
      ),
    );
  });
  next();
});

app.use(refuseUnsupportedRequests);
app.use(refuseCrossSiteForms(() => readSettings().PUBLIC_URL));

// Which pages are shared (the same for everyone, signed in or not: decision 022), known before
// the page cache and the root loader need it; and the hint that tells the browser it holds a
// session, so a shared page's frame asks who is signed in only when someone may be.
// Read when first asked (a getter): an API route never asks, and matching a path the route ids
// have not seen (an order's status, polled once per order) ranks the whole route table.
const isSharedPage = sharedPages(build.routes, routeIdOf);
app.use((req, res, next) => {
  let shared: boolean | undefined;
  Object.defineProperty(res.locals, "sharedPage", {
    get: () => (shared ??= isSharedPage(req.path)),
    enumerable: true,
    configurable: true,
  });
  next();
});
app.use(keepSignedInHint(hasSessionCookie));

// Public pages are rendered once, kept compressed, and dropped when what they show changes
// (decisions 007, 038). Development always renders afresh, and so does PAGE_CACHE=off (measuring).
const cache: PageCache | null =
  process.env.NODE_ENV !== "development" && pageCacheOn()
    ? pageCache({
        ttlMs: 10_000,
        maxBytes: 64 * 2 ** 20,
        hasSession: hasSessionCookie,
        sharedWithSignedIn: (_req, res) => res.locals.sharedPage === true,
        // keepSignedInHint has a cookie to set.
        needsTheApp: (cookie) => hasSessionCookie(cookie) !== hasSignedInHint(cookie),
      })
    : null;
if (cache) {
  // A change to what pages show (catalogue, stock, reviews) shows on the next page asked for.
  onCatalogueChange(cache.drop);
  app.use(cache.middleware);
}

/**
 * Answers a request for a page the cache holds, before anything else runs (server/main.js calls
 * it first, decision 039): a hit costs what writing stored bytes costs. False: not a hit, the app
 * takes it. Such answers are counted, not logged one by one (`logPageCacheCounts`).
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  return cache?.answerHit(req, res) ?? false;
}

// The stylesheets every page has: the root's own (app.css is one of its links, a React stylesheet
// resource) and any CSS its imports brought into the manifest.
const rootStylesheets = [
  ...(build.routes.root?.module.links?.() ?? []).flatMap((link) =>
    "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" ? [link.href] : [],
  ),
  ...(build.assets.routes.root?.css ?? []),
];

// While the database cannot be reached, pages and API answer 503 (the outage page, JSON) instead
// of failing one by one; after the page cache, so pages it holds are still served.
app.use(
  answerDatabaseOutages({
    availability: async () => (await services()).availability,
    stylesheets: async () => rootStylesheets,
  }),
);

// A signed-in visitor's copy of a public page that is not a shared one (a product page: whether
// they reviewed it) is theirs: no shared cache may keep it.
app.use(
  keepSignedInAnswersPrivate(
    (req, res) => hasSessionCookie(req.headers.cookie) && res.locals.sharedPage !== true,
  ),
);

// Every action refuses a form body it could not read (a malformed multipart) with a 400.
const checkedBuild = withFormBodiesChecked(build);

/** What every loader and action is handed (the AppLoadContext declared above). */
async function loadContext(req: ExpressRequest, res: ExpressResponse): Promise<AppLoadContext> {
  const { env, authSecret, database, availability, auth, payments, storeCredit, logger } = await services();
  const requestId = String(res.locals.requestId);
  const pageTags: PageTags = new Set();
  res.locals.pageTags = pageTags;
  return {
    env,
    authSecret,
    db: database.db,
    auth,
    payments,
    storeCredit,
    clientIp: clientIp(req.socket.remoteAddress, req.headers["x-forwarded-for"], env.TRUST_PROXY),
    peerIp: req.socket.remoteAddress ?? "",
    // Read when the root loader asks (pages); API routes never do.
    get sharedPage() {
      return res.locals.sharedPage === true;
    },
    pageTags,
    cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "",
    pingDatabase: database.ping,
    databaseAvailability: availability,
    logger: logger.child({ requestId }),
    requestId,
  };
}

// The JSON API by a handler of its own, over the same build with only its routes (decision 109):
// React Router matches a request against about a dozen branches instead of the whole table.
app.all(API_PATHS, createRequestHandler({ build: apiRoutesOf(checkedBuild), getLoadContext: loadContext }));
app.all(/.*/, createRequestHandler({ build: checkedBuild, getLoadContext: loadContext }));

/**
 * PAGE_CACHE, read as this module loads. A bad setting is left to start(), which stops with one
 * line naming it: thrown here, during the import, it would come with a stack.
 */
function pageCacheOn(): boolean {
  try {
    return readSettings().PAGE_CACHE;
  } catch {
    return true;
  }
}
