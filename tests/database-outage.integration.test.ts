import type { Server } from "node:http";
import { Writable } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import express from "express";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createVite, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { watchDatabase, isDatabaseUnavailable, type DatabaseAvailability } from "~/db/availability.server";
import { queryRows, type DatabaseHandle } from "~/db/client.server";
import { loader as homeLoader } from "~/routes/home";
import { answerDatabaseOutages } from "../server/database-outage";
import { hasSessionCookie } from "~/modules/accounts/session-cookie";
import { answerHealth } from "../server/health";
import { pageCache } from "../server/page-cache";
import { securityHeaders } from "../server/security-headers";
import { createShopper, testContext } from "./support/accounts";
import { createTestDatabase } from "./support/database";
import { cuttableDatabase, type CuttableDatabase } from "./support/database-outage";
import { callRoute } from "./support/routes";

/**
 * The database goes away and comes back (decision 018), with the shop's real pieces in the order
 * server/app.ts gives them: security headers, the page cache, the outage guard, then React Router
 * with the real entry.server and route modules (loaded through Vite, as in development) on a
 * database the test cuts: a TCP proxy on PostgreSQL, failing queries on PGlite.
 */

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

let direct: DatabaseHandle;
let shop: CuttableDatabase;
let vite: ViteDevServer;
let server: Server;
let base: string;
let availability: DatabaseAvailability;
let slug: string;
let productId: string;
const lines: LogLine[] = [];
const STYLESHEET = "/assets/root-test.css";

beforeAll(async () => {
  direct = await createTestDatabase({ catalogue: true });
  shop = await cuttableDatabase(direct);
  const [product] = await queryRows<{ slug: string; id: string }>(
    direct.db,
    sql`SELECT slug, id FROM products WHERE is_active ORDER BY slug LIMIT 1`,
  );
  ({ slug, id: productId } = product!);

  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    }),
  );
  availability = watchDatabase({ ping: shop.handle.ping, logger, probeEveryMs: 100 });

  vite = await createVite({
    server: { middlewareMode: true, watch: null, hmr: false },
    appType: "custom",
    logLevel: "warn",
  });
  const app = express();
  app.use(securityHeaders(() => ({ https: false, stripe: false, development: false })));
  app.use(answerHealth);
  app.use(pageCache({ ttlMs: 5 * 60_000, maxBytes: 16 * 2 ** 20, hasSession: hasSessionCookie }).middleware);
  app.use(
    answerDatabaseOutages({ availability: async () => availability, stylesheets: async () => [STYLESHEET] }),
  );
  app.all(
    /.*/,
    createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: (_req, res) => ({
        ...testContext(shop.handle),
        cspNonce: String(res.locals.cspNonce),
        databaseAvailability: availability,
        logger,
      }),
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 180_000);

afterAll(async () => {
  availability?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await vite?.close();
  await shop?.close();
  await direct?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const quote = () =>
  fetch(`${base}/api/cart/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ items: [{ productId, quantity: 1 }] }),
  });
const said = (msg: RegExp) => lines.filter((line) => msg.test(line.msg));

async function expectOutagePage(answer: Response, heading: string) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("10");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await answer.text();
  expect(html).toContain(heading);
  expect(html).not.toContain("Something went wrong");
  // The shop's look, and the theme script under this answer's own nonce.
  expect(html).toContain(`<link rel="stylesheet" href="${STYLESHEET}"/>`);
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<script nonce="${nonce}">`);
  return html;
}

describe("the database goes away and comes back", () => {
  it("serves the shop while the database is there", async () => {
    expect((await get("/products")).status).toBe(200);
    expect((await get(`/product/${slug}`)).status).toBe(200);
    expect((await quote()).status).toBe(200);
    expect((await get("/api/ready")).status).toBe(200);
    // The catalogue page is now in the page cache.
    expect((await get("/products")).headers.get("x-page-cache")).toBe("hit");
  });

  it("answers 503 with a friendly page, JSON for the API, and logs the outage once", async () => {
    await shop.cut();

    // The first request meets the outage inside its loader: its failure becomes the outage page.
    const first = await get(`/product/${slug}?first=1`);
    const html = await expectOutagePage(first, "We&#x27;ll be right back");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`href="/product/${slug}?first=1"`);
    expect(availability.isDown()).toBe(true);

    // Later ones are answered at once, in the visitor's language.
    await expectOutagePage(await get(`/product/${slug}`, { Cookie: "site-lang=es" }), "Volvemos enseguida");
    await expectOutagePage(await get("/categories"), "We&#x27;ll be right back");
    const api = await quote();
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("10");
    expect(await api.json()).toEqual({
      error: "The shop is briefly unavailable. Please try again in a minute.",
    });
    // A navigation in the browser (React Router's data request): the root error boundary shows
    // the same content for a 503.
    const data = await get("/products.data");
    expect(data.status).toBe(503);
    expect(data.headers.get("x-remix-response")).toBeNull();

    // Readiness says so; liveness stays 200: the process is fine.
    expect((await get("/api/ready")).status).toBe(503);
    expect((await get("/api/health")).status).toBe(200);
    // A page the cache holds is still served; a 503 is never stored.
    expect((await get("/products")).headers.get("x-page-cache")).toBe("hit");

    // The home page, which shows empty lists and a toast when its data fails, leaves an
    // unreachable database to the outage page.
    const home = await callRoute(
      homeLoader,
      new Request("http://shop.test/"),
      testContext(shop.handle),
    ).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(home)).toBe(true);

    expect(said(/^database unreachable/)).toHaveLength(1);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("comes back by itself when the database returns", async () => {
    await shop.restore();
    await vi.waitFor(() => expect(availability.isDown()).toBe(false), { timeout: 10_000, interval: 50 });

    expect((await get(`/product/${slug}?first=1`)).status).toBe(200);
    expect((await get(`/product/${slug}`, { Cookie: "site-lang=es" })).status).toBe(200);
    expect((await quote()).status).toBe(200);
    expect((await get("/api/ready")).status).toBe(200);
    expect(said(/^database reachable again/)).toHaveLength(1);
  });

  it("turns a failure that does not say why into the outage answer once the database is asked", async () => {
    // better-auth answers any failed session lookup with "Failed to get session", its cause
    // swallowed: the guard asks the database before letting a 500 out.
    const shopper = await createShopper(direct);
    expect((await get("/account", { Cookie: shopper.cookie })).status).toBe(200);
    await shop.cut();
    await expectOutagePage(await get("/account", { Cookie: shopper.cookie }), "We&#x27;ll be right back");
    expect(said(/^database unreachable/)).toHaveLength(2);

    await shop.restore();
    await vi.waitFor(() => expect(availability.isDown()).toBe(false), { timeout: 10_000, interval: 50 });
    expect((await get("/account", { Cookie: shopper.cookie })).status).toBe(200);
  });
});
