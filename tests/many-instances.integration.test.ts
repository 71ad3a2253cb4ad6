import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { INDEX_READ_CONNECTIONS } from "~/db/client.server";
import { startFakeSmtp, type FakeSmtp } from "./support/fake-smtp";
import { dropDatabase, testDatabaseName, withAdmin, withDatabase } from "./support/postgres";
import {
  buildShopIfNeeded,
  forward,
  freePortIn,
  runScript,
  startShopProcess,
  type ShopProcess,
} from "./support/shop-process";

/**
 * Many instances (DESIGN section 6, issue 10 item 7; decision 020): two processes of the
 * production build, started together on one empty PostgreSQL database, behind an imagined load
 * balancer at PUBLIC_URL. Each runs its own page cache, reservation sweeper and mail deliverer
 * (with a real SMTP conversation to a fake server). Nothing may be lost or done twice: migrations
 * and the seed run once, a session or a rate limit made on one instance holds on the other, a
 * payment confirmed on both at once is applied once, an expired reservation is released once, an
 * e-mail is sent once, and a stock change made through one instance shows on the other's product
 * page at once.
 *
 * It needs a PostgreSQL server: it runs in the PostgreSQL integration run (`DATABASE_URL=…
 * npx vitest run --project integration`, as CI does), building the shop first if needed. Under
 * `npm test` (PGlite) it is skipped: an embedded database serves one process only.
 */
const SERVER_URL = process.env.DATABASE_URL;
/** Where shoppers reach the shop: a load balancer that ends TLS and forwards to either instance. */
const PUBLIC_URL = "https://shop.test";
const ADMIN = { email: "ops@sweettrip.test", password: "two-instances-1" };
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };
/** Turns /metrics on (decision 055): a scraper sends it. */
const METRICS_TOKEN = "a-scraper-of-both-instances-0123456789";

describe.runIf(SERVER_URL)("two instances of the production build on one PostgreSQL", () => {
  let databaseUrl = "";
  let databaseName = "";
  let pool: pg.Pool;
  let smtp: FakeSmtp;
  let a: ShopProcess;
  let b: ShopProcess;
  let startedAt = 0;
  /** When both answered: each one's periodic work had started by then. */
  let upAt = 0;

  beforeAll(async () => {
    buildShopIfNeeded();
    databaseName = testDatabaseName("instances");
    // Empty: no template, no schema. The instances migrate it, racing each other for it.
    await withAdmin(SERVER_URL!, (admin) => admin.query(`CREATE DATABASE ${databaseName}`));
    databaseUrl = withDatabase(SERVER_URL!, databaseName);
    const smtpPort = await freePortIn(4860, 4899);
    smtp = await startFakeSmtp(smtpPort);
    const portA = await freePortIn(4860, 4899, [smtpPort]);
    const portB = await freePortIn(4860, 4899, [smtpPort, portA]);
    const settings = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
      AUTH_SECRET: "two-instances-share-this-secret-0123456789",
      PAYMENTS: "sandbox",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMITS: "on",
      // The test is its own load balancer: it says who the client is.
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      METRICS_TOKEN,
    };
    startedAt = Date.now();
    [a, b] = await Promise.all([startShopProcess(portA, settings), startShopProcess(portB, settings)]);
    upAt = Date.now();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  }, 600_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await pool?.end();
    if (databaseName) await dropDatabase(SERVER_URL!, databaseName);
    // Both stopped cleanly (the LISTEN connection and the periodic work included).
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  const rows = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<Row>(text, values)).rows;
  const onFailure = () => `instance A:\n${a.output().slice(-5000)}\ninstance B:\n${b.output().slice(-5000)}`;

  /**
   * A request as the load balancer forwards it: the client's address, the scheme and host the
   * browser used (TLS ended at the balancer).
   */
  const call = (
    shop: ShopProcess,
    path: string,
    init: { method?: string; headers?: HeadersInit; body?: string | URLSearchParams; client?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    headers.set("Host", new URL(PUBLIC_URL).host);
    headers.set("X-Forwarded-For", init.client ?? "198.51.100.1");
    headers.set("X-Forwarded-Proto", "https");
    headers.set("X-Forwarded-Host", new URL(PUBLIC_URL).host);
    if (init.method === "POST" && !headers.has("Origin")) headers.set("Origin", PUBLIC_URL);
    return forward(`${shop.url}${path}`, { method: init.method, headers, body: init.body });
  };
  const postJson = (shop: ShopProcess, path: string, body: unknown, init: { client?: string } = {}) =>
    call(shop, path, {
      ...init,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  /** Products on sale whose page says "Only n left" (2 to 10), each test its own. */
  const lowStock = async (count: number) =>
    rows<{ id: string; slug: string; name: string; price_cents: number; stock_quantity: number }>(
      `SELECT id, slug, name, price_cents, stock_quantity FROM products
       WHERE is_active AND stock_quantity BETWEEN 2 AND 10 AND price_cents < 4000
       ORDER BY slug LIMIT $1`,
      [count],
    );
  const stockOf = async (id: string) =>
    (await rows<{ stock_quantity: number }>(`SELECT stock_quantity FROM products WHERE id = $1`, [id]))[0]!
      .stock_quantity;

  /** The anonymous product page of one instance: what it says about stock, and whether it was cached. */
  const productPage = async (shop: ShopProcess, slug: string) => {
    const response = await call(shop, `/product/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { left: /Only (\d+) left/.exec(html)?.[1], cache: response.headers.get("x-page-cache") };
  };

  /** Prepares a checkout for one unit, as the checkout page does; the answer and its cookie. */
  const prepareOne = async (
    shop: ShopProcess,
    product: { id: string; name: string; price_cents: number },
    client: string,
  ) => {
    // Under the free-shipping threshold ($60): the flat fee.
    const shipping = 599;
    const response = await postJson(
      shop,
      "/api/create-payment-intent",
      {
        amount: product.price_cents + shipping,
        currency: "usd",
        cartItems: [
          {
            product_id: product.id,
            product_name: product.name,
            quantity: 1,
            price: product.price_cents / 100,
          },
        ],
        customerInfo: {
          email: `buyer-${client.replaceAll(".", "-")}@example.com`,
          firstName: "Ana",
          lastName: "García",
          shippingAddress: { address: "1 Candy Lane", city: "Austin", state: "TX", zipCode: "78701" },
        },
        couponCode: null,
      },
      { client },
    );
    const body = (await response.json()) as { clientSecret?: string; orderNumber?: string; error?: string };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body as { clientSecret: string; orderNumber: string };
  };

  it("migrate and seed the empty database once, together (the advisory lock)", async () => {
    const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
    const [applied] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    expect(applied!.count).toBe(journal.entries.length);
    const [seeded] = await rows<{ categories: number; coupons: number }>(
      `SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM coupons) AS coupons`,
    );
    expect(seeded).toEqual({ categories: 6, coupons: 5 });
    for (const shop of [a, b]) expect((await call(shop, "/api/ready")).status).toBe(200);
  });

  it("share sessions: signed in through A (over the balancer's https), known on B; signed out on B, gone on A", async () => {
    runScript("scripts/create-admin.ts", [ADMIN.email, ADMIN.password], {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
    });
    const signIn = await call(a, "/login", {
      method: "POST",
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(signIn.status, onFailure()).toBe(303);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie).not.toBe("");

    const onB = await call(b, "/account", { headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain(ADMIN.email);
    expect((await call(b, "/admin", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await call(a, "/orders", { headers: { Cookie: cookie } })).status).toBe(200);

    expect(
      (await call(b, "/logout", { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams() }))
        .status,
    ).toBe(302);
    const afterwards = await call(a, "/orders", { headers: { Cookie: cookie } });
    expect(afterwards.status).toBe(302);
    expect(afterwards.headers.get("location")).toMatch(/^\/login/);
  });

  it("quote the same cart the same way on both", async () => {
    const [product] = await lowStock(1);
    const items = { items: [{ productId: product!.id, quantity: 2 }] };
    const [onA, onB] = await Promise.all([
      postJson(a, "/api/cart/quote", items),
      postJson(b, "/api/cart/quote", items),
    ]);
    expect(onA.status).toBe(200);
    expect(await onB.json()).toEqual(await onA.json());
  });

  it("count one client's rate limit across them: alternating A and B does not double it", async () => {
    const [product] = await lowStock(1);
    const check = (shop: ShopProcess) =>
      postJson(
        shop,
        "/api/coupons/check",
        { code: "SWEET10", cartItems: [{ productId: product!.id, quantity: 1 }] },
        { client: "198.51.100.30" },
      );
    // 30 coupon checks per client in 10 minutes (decision 016), 15 on each instance.
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await check(attempt % 2 ? b : a)).status).toBe(200);
    }
    expect((await check(a)).status).toBe(429);
    expect((await check(b)).status).toBe(429);
  });

  it("sell through A and pay on both at once: paid once, one receipt sent once, B's page shows the stock at once", async () => {
    const [, product] = await lowStock(2);
    const stock = product!.stock_quantity;
    // Both instances hold the page in their cache.
    for (const shop of [a, b]) {
      expect((await productPage(shop, product!.slug)).left).toBe(String(stock));
      expect(await productPage(shop, product!.slug)).toEqual({ left: String(stock), cache: "hit" });
    }

    const order = await prepareOne(a, product!, "198.51.100.40");
    // The reservation took the unit: neither instance serves the page it held.
    expect(await productPage(b, product!.slug)).toEqual({ left: String(stock - 1), cache: "miss" });
    expect(await productPage(a, product!.slug)).toEqual({ left: String(stock - 1), cache: "miss" });

    // The shopper's browser and a retry reach both instances with the same payment at once.
    const confirmations = await Promise.all(
      [a, b].map((shop) =>
        postJson(
          shop,
          "/api/payments/sandbox/confirm",
          { clientSecret: order.clientSecret, card: CARD },
          { client: "198.51.100.40" },
        ),
      ),
    );
    for (const confirmation of confirmations) {
      expect(confirmation.status).toBe(200);
      expect(await confirmation.json()).toMatchObject({ status: "succeeded" });
    }
    const [paid] = await rows<{ id: string; status: string; events: number; receipts: number }>(
      `SELECT o.id, o.status,
              (SELECT count(*)::int FROM payment_events e WHERE e.order_id = o.id) AS events,
              (SELECT count(*)::int FROM outbox_emails m WHERE m."to" = o.email) AS receipts
       FROM orders o WHERE o.number = $1`,
      [order.orderNumber],
    );
    expect(paid).toMatchObject({ status: "paid", events: 1, receipts: 1 });
    expect(await stockOf(product!.id)).toBe(stock - 1);

    // The deliverer of whichever instance applied the payment sends the receipt at once.
    await vi.waitFor(
      () => expect(smtp.received.filter((mail) => mail.data.includes(order.orderNumber))).toHaveLength(1),
      { timeout: 20_000, interval: 200 },
    );
  });

  it("drop only the pages a sale changes, on both: A's page and its category's list, never B's; a plentiful product's sale drops nothing", async () => {
    type Row = { id: string; slug: string; name: string; price_cents: number; category: string };
    const onSale = (where: string) =>
      rows<Row>(
        `SELECT p.id, p.slug, p.name, p.price_cents, c.slug AS category
         FROM products p JOIN categories c ON c.id = p.category_id
         WHERE p.is_active AND p.price_cents < 4000 AND ${where} ORDER BY p.slug DESC LIMIT 2`,
      );
    // Other tests take low-stock products from the start of the alphabet; these come from its end.
    const [productA, productB] = await onSale("p.stock_quantity BETWEEN 2 AND 10");
    const [plentiful] = await onSale("p.stock_quantity >= 50");
    const cacheOf = async (shop: ShopProcess, path: string) => {
      const response = await call(shop, path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      return response.headers.get("x-page-cache");
    };
    const pageOfA = `/product/${productA!.slug}`;
    const listOfA = `/category/${productA!.category}`;
    const untouched = [`/product/${productB!.slug}`, `/product/${plentiful!.slug}`];
    for (const shop of [a, b])
      for (const path of [pageOfA, listOfA, ...untouched]) {
        await cacheOf(shop, path);
        expect(await cacheOf(shop, path), path).toBe("hit");
      }

    // Stock 50 or more to one less: every page prints the same, nothing is dropped anywhere…
    await prepareOne(a, plentiful!, "198.51.100.60");
    // …while "Only n left" becoming "Only n-1 left" drops A's page and the list showing A.
    await prepareOne(a, productA!, "198.51.100.61");
    for (const shop of [b, a]) {
      await vi.waitFor(async () => expect(await cacheOf(shop, pageOfA)).toBe("miss"), { timeout: 5_000 });
      expect(await cacheOf(shop, listOfA)).toBe("miss");
      // Notifications arrive in order: A's drop is in, so the plentiful sale's would have been.
      for (const path of untouched) expect(await cacheOf(shop, path), path).toBe("hit");
    }
  });

  it("release an expired reservation once, though both sweepers find it; both pages show the stock back", async () => {
    const [, , product] = await lowStock(3);
    const stock = product!.stock_quantity;
    const order = await prepareOne(b, product!, "198.51.100.50");
    for (const shop of [a, b]) {
      await productPage(shop, product!.slug);
      expect(await productPage(shop, product!.slug)).toEqual({ left: String(stock - 1), cache: "hit" });
    }
    await pool.query(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE number = $1`, [
      order.orderNumber,
    ]);

    // Both started together, so their sweepers look within the same seconds.
    // Each instance sweeps first at most a minute after it answered, then every minute.
    const nextSweep = Math.max(0, upAt + 60_000 - Date.now());
    await vi.waitFor(
      async () => {
        const [found] = await rows<{ status: string }>(`SELECT status FROM orders WHERE number = $1`, [
          order.orderNumber,
        ]);
        expect(found!.status, onFailure()).toBe("cancelled");
      },
      { timeout: nextSweep + 70_000, interval: 500 },
    );
    expect(await stockOf(product!.id)).toBe(stock);
    for (const shop of [a, b]) expect((await productPage(shop, product!.slug)).left).toBe(String(stock));
  }, 150_000);

  it("send every e-mail once, though both deliverers ran all along", async () => {
    // Each instance's deliverer has run every 15 s since the start (at least four times by now).
    expect(Date.now() - startedAt).toBeGreaterThan(60_000);
    const sent = await rows<{ id: string }>(`SELECT id FROM outbox_emails WHERE sent_at IS NOT NULL`);
    expect(sent.length).toBeGreaterThan(0);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids.toSorted()).toEqual(sent.map((row) => `<${row.id}@sweettrip.outbox>`).toSorted());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answer /metrics to the scraper holding the token only: each its own requests and page cache, the database's figures alike", async () => {
    const scrape = (shop: ShopProcess, authorization?: string) =>
      forward(`${shop.url}/metrics`, {
        headers: new Headers(authorization ? { Authorization: authorization } : {}),
      });
    for (const shop of [a, b]) {
      for (const authorization of [undefined, "Bearer not-the-token-at-all"]) {
        const refused = await scrape(shop, authorization);
        expect(refused.status).toBe(401);
        expect(await refused.text()).not.toContain("sweettrip_");
      }
    }
    const sample = (text: string, line: string) =>
      Number(
        text
          .split("\n")
          .find((row) => row.startsWith(`${line} `))
          ?.slice(line.length + 1),
      );
    const [paid] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders WHERE status = 'paid'`,
    );
    expect(paid!.count).toBeGreaterThan(0);
    for (const shop of [a, b]) {
      const answer = await scrape(shop, `Bearer ${METRICS_TOKEN}`);
      expect(answer.status, onFailure()).toBe(200);
      const text = await answer.text();
      // The database's figures: the same on both.
      expect(sample(text, "sweettrip_figures_up")).toBe(1);
      expect(sample(text, 'sweettrip_orders{status="paid"}')).toBe(paid!.count);
      // Its own: the pages its cache answered before Express, its requests by route id (never
      // the path), its pool.
      expect(sample(text, "sweettrip_page_cache_hits_total")).toBeGreaterThan(0);
      expect(
        sample(
          text,
          'sweettrip_http_request_duration_seconds_count{route="routes/product",method="GET",status="200"}',
        ),
      ).toBeGreaterThan(0);
      expect(text).not.toMatch(/route="\//);
      expect(sample(text, "sweettrip_db_pool_max")).toBe(10 + INDEX_READ_CONNECTIONS);
    }
  });
});
