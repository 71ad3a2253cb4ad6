import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopFigures } from "~/modules/metrics/shop-figures.server";
import { answerMetrics, shopMetrics, type MetricsSources } from "./metrics";

const TOKEN = "a-scraper-token-0123456789";

const figures: ShopFigures = {
  ordersByStatus: {
    pending_payment: 2,
    paid: 5,
    processing: 0,
    shipped: 1,
    delivered: 0,
    cancelled: 3,
    refunded: 0,
  },
  reservations: { orders: 2, units: 7 },
  overdueReservations: 1,
  declinesLastHour: 4,
  clientsStoppedLastHour: 1,
  outbox: { waiting: 6, oldestWaitingSeconds: 42.5, givenUp: 0 },
};

/** The value of one sample line (`name{labels} value`) of the text format. */
const sample = (text: string, line: string) => {
  const found = text.split("\n").find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

async function serve(sources: MetricsSources) {
  const metrics = shopMetrics(sources);
  const app = express();
  app.use(answerMetrics(TOKEN, () => metrics));
  app.use((_req, res) => void res.status(404).send("the app"));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { metrics, server, url };
}

describe("/metrics", () => {
  let shop: Awaited<ReturnType<typeof serve>>;
  let counts = { hits: 10, misses: 3, pages: 4 };
  let figureReads = 0;
  beforeAll(async () => {
    shop = await serve({
      pageCache: () => counts,
      figures: async () => {
        figureReads += 1;
        return figures;
      },
      database: () => ({ kind: "postgres", total: 4, idle: 3, waiting: 0, max: 10 }),
    });
  });
  afterAll(() => new Promise<void>((resolve) => shop.server.close(() => resolve())));

  const scrape = (authorization?: string) =>
    fetch(`${shop.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

  it("answers 401 without the token, or with another, and shows no figure", async () => {
    for (const authorization of [undefined, "Bearer nope", `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const answer = await scrape(authorization);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain("sweettrip_");
    }
  });

  it("leaves every other path to the app", async () => {
    const answer = await fetch(`${shop.url}/metricsx`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await answer.text()).toBe("the app");
  });

  it("answers the shop's figures, the page cache's counts, the pool and requests by route in Prometheus' text format", async () => {
    shop.metrics.observeRequest("routes/product", "GET", 200, 0.012);
    shop.metrics.observeRequest("routes/product", "GET", 200, 0.3);
    shop.metrics.observeRequest("routes/api.cart.quote", "POST", 400, 0.002);
    shop.metrics.observeRequest("routes/not-found", "TRACE", 405, 0.0001);
    const reads = figureReads;

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();

    expect(sample(text, "sweettrip_page_cache_hits_total")).toBe(10);
    expect(sample(text, "sweettrip_page_cache_misses_total")).toBe(3);
    expect(sample(text, "sweettrip_page_cache_pages")).toBe(4);
    expect(sample(text, 'sweettrip_orders{status="paid"}')).toBe(5);
    expect(sample(text, 'sweettrip_orders{status="processing"}')).toBe(0);
    expect(sample(text, "sweettrip_reservations_held")).toBe(2);
    expect(sample(text, "sweettrip_reserved_units")).toBe(7);
    expect(sample(text, "sweettrip_reservations_overdue")).toBe(1);
    expect(sample(text, "sweettrip_payment_declines_last_hour")).toBe(4);
    expect(sample(text, "sweettrip_payment_clients_stopped_last_hour")).toBe(1);
    expect(sample(text, "sweettrip_outbox_waiting")).toBe(6);
    expect(sample(text, "sweettrip_outbox_oldest_waiting_seconds")).toBe(42.5);
    expect(sample(text, "sweettrip_figures_up")).toBe(1);
    expect(sample(text, 'sweettrip_db_pool_connections{state="busy"}')).toBe(1);
    expect(sample(text, 'sweettrip_db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(text, "sweettrip_db_pool_max")).toBe(10);
    expect(sample(text, "sweettrip_db_pool_waiting")).toBe(0);
    expect(
      sample(
        text,
        'sweettrip_http_request_duration_seconds_count{route="routes/product",method="GET",status="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'sweettrip_http_request_duration_seconds_bucket{le="0.025",route="routes/product",method="GET",status="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'sweettrip_http_request_duration_seconds_count{route="routes/not-found",method="other",status="405"}',
      ),
    ).toBe(1);
    // Node's own: memory, event loop, garbage collection.
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    // One read of the database's figures for the whole scrape.
    expect(figureReads - reads).toBe(1);
  });

  it("reads the page cache's counts when asked, not per hit", async () => {
    counts = { hits: 25, misses: 3, pages: 4 };
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(text, "sweettrip_page_cache_hits_total")).toBe(25);
  });
});

describe("/metrics when the database does not answer", () => {
  it("still answers, with figures_up 0 and no figures; the embedded database's queue instead of a pool", async () => {
    const errors: unknown[] = [];
    const shop = await serve({
      figures: () => Promise.reject(new Error("connection refused")),
      database: () => ({ kind: "embedded", inFlight: 2 }),
      onFiguresError: (error) => errors.push(error),
    });
    try {
      const answer = await fetch(`${shop.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(sample(text, "sweettrip_figures_up")).toBe(0);
      expect(text).not.toMatch(/^sweettrip_orders\{/m);
      expect(sample(text, "sweettrip_db_embedded_queries_in_flight")).toBe(2);
      expect(text).not.toContain("sweettrip_page_cache_hits_total");
      expect(text).not.toContain("sweettrip_db_pool");
      expect(errors).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => shop.server.close(() => resolve()));
    }
  });
});
