import { createHash, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ShopFigures } from "~/modules/metrics/shop-figures.server";

/**
 * `/metrics` in Prometheus' text format, for operators (decision 055). Off unless METRICS_TOKEN
 * is set; a scraper sends it as `Authorization: Bearer <token>`.
 *
 * What costs per request stays what it was: a page the cache answers before Express (decision
 * 039) is not observed one by one, the cache's own hit and miss counts are read when Prometheus
 * asks; the other requests get one histogram observation, labelled by the route that answered
 * (its id in the route table, never the raw path: paths are unbounded). The shop's figures (orders
 * by status, reservations, declines, the outbox) and the database pool are read at scrape time.
 */

export interface MetricsSources {
  /** The page cache's counts since the start; absent when the cache is off. */
  pageCache?: () => { hits: number; misses: number; pages: number };
  /** The shop's figures, from the database (one statement). */
  figures: () => Promise<ShopFigures>;
  /** The database's connections: a PostgreSQL pool's, or the embedded database's queries in flight. */
  database: () =>
    | { kind: "postgres"; total: number; idle: number; waiting: number; max: number }
    | { kind: "embedded"; inFlight: number };
  /** Told when the figures cannot be read (the scrape still answers, without them). */
  onFiguresError?: (error: unknown) => void;
}

export interface ShopMetrics {
  registry: Registry;
  /** Counts one answered request: its route's id, method and status, and how long it took. */
  observeRequest(routeId: string, method: string, status: number, seconds: number): void;
}

const PREFIX = "sweettrip_";

export function shopMetrics(sources: MetricsSources): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Requests answered by the app (page-cache hits answered before it are counted apart), by route id, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const { pageCache } = sources;
  if (pageCache) {
    new Counter({
      name: `${PREFIX}page_cache_hits_total`,
      help: "Pages answered from the in-process page cache",
      registers: [registry],
      collect() {
        this.reset();
        this.inc(pageCache().hits);
      },
    });
    new Counter({
      name: `${PREFIX}page_cache_misses_total`,
      help: "GET requests without a session that the page cache did not hold (the app answered them)",
      registers: [registry],
      collect() {
        this.reset();
        this.inc(pageCache().misses);
      },
    });
    new Gauge({
      name: `${PREFIX}page_cache_pages`,
      help: "Pages the page cache holds",
      registers: [registry],
      collect() {
        this.set(pageCache().pages);
      },
    });
  }

  // Every gauge below reads one set of figures per scrape (one statement), shared between them.
  let reading: { at: number; figures: Promise<ShopFigures | null> } | null = null;
  const figures = (): Promise<ShopFigures | null> => {
    const now = performance.now();
    if (!reading || now - reading.at > 1_000) {
      reading = {
        at: now,
        figures: sources.figures().catch((error: unknown) => {
          sources.onFiguresError?.(error);
          return null;
        }),
      };
    }
    return reading.figures;
  };
  const figureGauge = <Label extends string = never>(
    name: string,
    help: string,
    read: (figures: ShopFigures, gauge: Gauge<Label>) => void,
    labelNames: readonly Label[] = [],
  ) =>
    new Gauge<Label>({
      name: `${PREFIX}${name}`,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const now = await figures();
        if (now) read(now, this);
      },
    });

  new Gauge({
    name: `${PREFIX}figures_up`,
    help: "1 when the shop's figures (orders, reservations, declines, outbox) could be read from the database",
    registers: [registry],
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  figureGauge(
    "orders",
    "Orders by status (the database's: the same on every instance)",
    (now, gauge) => {
      for (const [status, count] of Object.entries(now.ordersByStatus)) gauge.set({ status }, count);
    },
    ["status"],
  );
  figureGauge("reservations_held", "Unpaid orders holding stock", (now, gauge) =>
    gauge.set(now.reservations.orders),
  );
  figureGauge("reserved_units", "Units of stock held by unpaid orders", (now, gauge) =>
    gauge.set(now.reservations.units),
  );
  figureGauge(
    "reservations_overdue",
    "Unpaid orders whose hold ran out and that the sweeper has not released yet",
    (now, gauge) => gauge.set(now.overdueReservations),
  );
  figureGauge("payment_declines_last_hour", "Card payments declined in the last hour", (now, gauge) =>
    gauge.set(now.declinesLastHour),
  );
  figureGauge(
    "payment_clients_stopped_last_hour",
    "Clients refused payments in the last hour for too many declines (card testing)",
    (now, gauge) => gauge.set(now.clientsStoppedLastHour),
  );
  figureGauge("outbox_waiting", "E-mails waiting in the outbox to be sent", (now, gauge) =>
    gauge.set(now.outbox.waiting),
  );
  figureGauge(
    "outbox_oldest_waiting_seconds",
    "How long the oldest e-mail waiting in the outbox has waited",
    (now, gauge) => gauge.set(now.outbox.oldestWaitingSeconds),
  );
  figureGauge("outbox_given_up", "E-mails the deliverer gave up on after repeated failures", (now, gauge) =>
    gauge.set(now.outbox.givenUp),
  );

  const database = sources.database();
  if (database.kind === "postgres") {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "This instance's connections to PostgreSQL, by state (busy: running a query or a transaction)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const pool = sources.database();
        if (pool.kind !== "postgres") return;
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "busy" }, pool.total - pool.idle);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_max`,
      help: "The most connections this instance opens to PostgreSQL",
      registers: [registry],
      collect() {
        const pool = sources.database();
        if (pool.kind === "postgres") this.set(pool.max);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting`,
      help: "Queries waiting for a free connection",
      registers: [registry],
      collect() {
        const pool = sources.database();
        if (pool.kind === "postgres") this.set(pool.waiting);
      },
    });
  } else {
    new Gauge({
      name: `${PREFIX}db_embedded_queries_in_flight`,
      help: "Statements sent to the embedded database's thread and not answered yet (it runs one at a time)",
      registers: [registry],
      collect() {
        const embedded = sources.database();
        if (embedded.kind === "embedded") this.set(embedded.inFlight);
      },
    });
  }

  return {
    registry,
    observeRequest(routeId, method, status, seconds) {
      requests.observe({ route: routeId, method: METHODS.has(method) ? method : "other", status }, seconds);
    },
  };
}

// Any other method is refused with 405 (server/request-guards.ts): one label for all of them.
const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Answers `GET /metrics` for a scraper holding the token: 401 (with `WWW-Authenticate`) and no
 * figures for anyone else. Other paths go on.
 */
export function answerMetrics(token: string, metrics: () => ShopMetrics | null) {
  const expected = digest(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== "/metrics") return next();
    const shop = metrics();
    if (!shop) return next();
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      res.status(405).type("text/plain").send("Method not allowed\n");
      return;
    }
    if (!timingSafeEqual(digest(req.get("authorization") ?? ""), expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("Unauthorized\n");
      return;
    }
    shop.registry.metrics().then(
      (text) => {
        res.setHeader("Content-Type", shop.registry.contentType);
        res.send(text);
      },
      (error: unknown) => next(error),
    );
  };
}

/** Compared as digests: equal lengths, in constant time, whatever was sent. */
const digest = (value: string) => createHash("sha256").update(value).digest();
