import type { Server } from "node:http";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { watchDatabase } from "~/db/availability.server";
import { answerDatabaseOutages } from "./database-outage";

/**
 * The guard between the page cache and React Router, with stand-ins for the routes: one that
 * answers, one whose database query fails (reported as React Router's handleError does), one
 * that fails without saying why.
 */

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

let reachable = true;
const ping = vi.fn(async () => {
  if (!reachable) throw refused();
});
const logger = { warn: vi.fn(), info: vi.fn() };
let watch = watchDatabase({ ping, logger });
const routes = vi.fn<RequestHandler>();

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "bm9uY2Utb2YtdGhpcy1hbnN3ZXI=";
    res.setHeader("x-request-id", "request-1");
    next();
  });
  app.use(
    answerDatabaseOutages({
      availability: async () => watch,
      stylesheets: async () => ["/assets/root-1.css"],
    }),
  );
  app.use((req, res, next) => routes(req, res, next));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  watch.stop();
  reachable = true;
  watch = watchDatabase({ ping, logger });
  ping.mockClear();
  logger.warn.mockClear();
  routes.mockReset();
});

/** A route that writes a failure in pieces, as React Router streams a rendered error page. */
const failingPage: RequestHandler = (_req, res) => {
  res.status(500);
  res.setHeader("Content-Type", "text/html");
  res.setHeader("X-Remix-Error", "yes");
  res.write("<!DOCTYPE html><h1>Something went wrong.</h1>");
  res.end("<p>Unexpected Server Error</p>");
};

describe("answerDatabaseOutages", () => {
  it("lets answers through untouched while the database is there", async () => {
    routes.mockImplementation((_req, res) => void res.status(200).type("text/html").end("<h1>Candy</h1>"));
    const answer = await fetch(`${base}/products`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("<h1>Candy</h1>");
    expect(ping).not.toHaveBeenCalled();
  });

  it("replaces the failure of a request whose query met the outage with the outage page", async () => {
    reachable = false;
    routes.mockImplementation((req, res, next) => {
      // React Router's handleError reports the loader's error before the error page is written.
      watch.report(new Error("Failed query: select …", { cause: refused() }));
      failingPage(req, res, next);
    });
    const answer = await fetch(`${base}/products?page=2`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("10");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Headers set before the route stay; the route's own go.
    expect(answer.headers.get("x-request-id")).toBe("request-1");
    expect(answer.headers.get("x-remix-error")).toBeNull();
    const html = await answer.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(html).toContain('<script nonce="bm9uY2Utb2YtdGhpcy1hbnN3ZXI=">');
    expect(html).toContain('href="/products?page=2"');
    expect(html).not.toContain("Something went wrong");
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("during an outage answers at once, without the routes: page, API JSON, data request, HEAD", async () => {
    reachable = false;
    watch.report(refused());
    const page = await fetch(`${base}/product/pocky`, { headers: { Cookie: "site-lang=es" } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Volvemos enseguida");

    const api = await fetch(`${base}/api/cart/quote`, { method: "POST", body: "{}" });
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("10");
    expect(await api.json()).toEqual({
      error: "The shop is briefly unavailable. Please try again in a minute.",
    });

    const data = await fetch(`${base}/products.data`);
    expect(data.status).toBe(503);
    expect(data.headers.get("content-type")).toBe("text/plain; charset=utf-8");

    const head = await fetch(`${base}/products`, { method: "HEAD" });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe("");
    expect(routes).not.toHaveBeenCalled();
  });

  it("leaves liveness and readiness to their routes", async () => {
    reachable = false;
    watch.report(refused());
    routes.mockImplementation((_req, res) => void res.json({ status: "ok" }));
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect(routes).toHaveBeenCalledTimes(2);
  });

  it("asks the database before letting a failure that does not say why go out", async () => {
    routes.mockImplementation(failingPage);
    // The database answers: the route's own failure goes out as it was.
    const bug = await fetch(`${base}/account`);
    expect(bug.status).toBe(500);
    expect(bug.headers.get("x-remix-error")).toBe("yes");
    expect(await bug.text()).toBe(
      "<!DOCTYPE html><h1>Something went wrong.</h1><p>Unexpected Server Error</p>",
    );
    expect(ping).toHaveBeenCalledTimes(1);

    // It does not: the outage starts with this request.
    reachable = false;
    const outage = await fetch(`${base}/account`);
    expect(outage.status).toBe(503);
    expect(await outage.text()).toContain("We&#x27;ll be right back");
    expect(watch.isDown()).toBe(true);
  });

  it("keeps the retry link on this site whatever the request line held", async () => {
    reachable = false;
    watch.report(refused());
    const answer = await fetch(`${base}//elsewhere.example/candy`);
    expect(await answer.text()).toContain('href="/elsewhere.example/candy"');
  });
});
