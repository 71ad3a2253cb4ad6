import { createServer, type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import {
  checkoutBody,
  countOrders,
  fakeProvider,
  newProduct,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import pino from "pino";
import { testContext } from "~tests/support/accounts";
import { callRoute } from "~tests/support/routes";
import type { Logger } from "~/lib/logger.server";
import { CHECKOUT_COOKIE } from "~/modules/checkout/checkout-cookie.server";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { startPayment } from "~/modules/checkout/start-payment.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { stripeClient, stripeProvider } from "~/modules/payments/stripe.server";
import { action } from "./api.create-payment-intent";

const handle = testDatabase({ catalogue: true });
const deps = () => ({
  logger: silentLogger as Logger,
  provider: fakeProvider() as PaymentProvider,
  clientIp: "192.0.2.10",
  rateLimits: false,
});

/** The route's answer to `request`, in a shop with these parts. */
async function createPaymentIntent(request: Request, shop: ReturnType<typeof deps>): Promise<Response> {
  const context = testContext(handle, {
    settings: { PUBLIC_URL: "https://shop.example", RATE_LIMITS: shop.rateLimits ? "on" : "off" },
    clientIp: shop.clientIp,
    payments: shop.provider,
    logger: shop.logger,
  });
  return (await callRoute(action, request, context)).response!;
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request("https://shop.example/api/create-payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://shop.example", ...headers },
    body,
  });
}

describe("POST /api/create-payment-intent", () => {
  it("answers the order and sets the browser's checkout cookie, never cached", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599))),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toMatch(
      new RegExp(`^${CHECKOUT_COOKIE}=.+; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(await response.json()).toMatchObject({ orderNumber: expect.stringMatching(/^ST-/), amount: 1599 });
  });

  it("keeps one pending order per browser when it prepares again", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 2 }], 2599));
    const first = await createPaymentIntent(post(body), deps());
    const cookie = first.headers.get("Set-Cookie")!.split(";")[0]!;
    const second = await createPaymentIntent(post(body, { Cookie: cookie }), deps());
    expect(second.status).toBe(200);
    expect(second.headers.get("Set-Cookie")).toBeNull();
    expect(await stockOf(handle.db, product.id)).toBe(3);
  });

  it("answers 409 with the server's amount for a stale total", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1))),
      deps(),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: expect.any(String), amount: 1599 });
  });

  it("says why it refuses in the shopper's language", async () => {
    const product = await newProduct(handle.db, 2, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 3 }], 3599));
    const english = await createPaymentIntent(post(body), deps());
    expect(english.status).toBe(409);
    expect(await english.json()).toEqual({ error: `Only 2 of ${product.name} left` });
    const spanish = await createPaymentIntent(post(body, { Cookie: "site-lang=es" }), deps());
    expect(await spanish.json()).toEqual({ error: `Solo quedan 2 de ${product.name}` });
  });

  it("refuses malformed JSON, other content, missing fields and other sites without creating anything", async () => {
    const before = await countOrders(handle.db);
    const product = await newProduct(handle.db, 5, 1000);
    const valid = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    const cases: [Request, number, string][] = [
      [post("{oops"), 400, "The request body is not valid JSON"],
      [post(valid, { "Content-Type": "text/plain" }), 400, "Send the order as JSON"],
      [
        post(valid.replace('"firstName":"Ana"', '"firstName":""')),
        400,
        "Please fill in all required shipping information",
      ],
      [post(valid, { Origin: "https://evil.example" }), 403, "Cross-site request refused"],
    ];
    for (const [request, status, error] of cases) {
      const response = await createPaymentIntent(request, deps());
      expect(response.status).toBe(status);
      expect(response.headers.get("Cache-Control")).toMatch(/(^|, )no-store$/);
      expect(await response.json()).toEqual({ error });
    }
    expect(await countOrders(handle.db)).toBe(before);
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });

  it("gives the stock back when the provider cannot create the payment", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const broken = { ...deps().provider, createPayment: () => Promise.reject(new Error("provider down")) };
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 2 }], 2599))),
      {
        ...deps(),
        provider: broken,
      },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Failed to prepare payment" });
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });
});

describe("a payment provider that cannot be reached", () => {
  it("answers 503 with Retry-After and a message in the shopper's language, logs one line without a stack, and gives the stock back", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    // Stripe's SDK against a port nobody listens on: refused, retried, refused again.
    const port = await closedPort();
    const unreachable = stripeProvider(
      stripeClient("sk_test_unreachable", { host: "127.0.0.1", port, protocol: "http" }),
    );
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 2 }], 2599)), { Cookie: "site-lang=es" }),
      { ...deps(), provider: unreachable, logger },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toEqual({
      error: "Los pagos con tarjeta no están disponibles por un momento. Vuelve a intentarlo en un minuto.",
    });
    // Besides the order's own info line, one warning, and no stack anywhere.
    const problems = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    expect(problems, lines.join("\n")).toHaveLength(1);
    expect(problems[0]).toContain("the payment provider cannot be reached");
    expect(lines.join("\n")).not.toContain("stack");
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });
});

/** A loopback port that was free a moment ago: nothing listens on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe("stock hoarding (decision 016)", () => {
  const limited = (clientIp: string) => ({ ...deps(), clientIp, rateLimits: true });
  const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;

  it("lets a client hold 3 unpaid orders, refuses a 4th with 429 reserving nothing, and lets its own checkout prepare again", async () => {
    const product = await newProduct(handle.db, 20, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    const held: Response[] = [];
    for (let i = 0; i < 3; i++) held.push(await createPaymentIntent(post(body), limited("203.0.113.1")));
    expect(held.map((response) => response.status)).toEqual([200, 200, 200]);
    const before = await countOrders(handle.db);

    const fourth = await createPaymentIntent(post(body), limited("203.0.113.1"));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("Cache-Control")).toBe("no-store");
    expect(await fourth.json()).toEqual({
      error: "Too many pending orders. Please complete or wait for your current order.",
    });
    const spanish = await createPaymentIntent(post(body, { Cookie: "site-lang=es" }), limited("203.0.113.1"));
    expect(await spanish.json()).toEqual({
      error: "Demasiados pedidos pendientes. Completa tu pedido actual o espera a que caduque.",
    });
    expect(await countOrders(handle.db)).toBe(before);
    expect(await stockOf(handle.db, product.id)).toBe(17);

    // A checkout that already holds one of the three replaces it: still three, still allowed.
    const again = await createPaymentIntent(
      post(body, { Cookie: cookieOf(held[0]!) }),
      limited("203.0.113.1"),
    );
    expect(again.status).toBe(200);
    expect(await stockOf(handle.db, product.id)).toBe(17);
    // Another client is not affected.
    expect((await createPaymentIntent(post(body), limited("203.0.113.2"))).status).toBe(200);
  });

  it("counts only orders still holding stock: once their reservations run out the client may order again", async () => {
    const product = await newProduct(handle.db, 20, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    for (let i = 0; i < 3; i++) await createPaymentIntent(post(body), limited("203.0.113.3"));
    expect((await createPaymentIntent(post(body), limited("203.0.113.3"))).status).toBe(429);
    const later = new Date(Date.now() + 31 * 60_000);
    const started = await startPayment(
      { ...limited("203.0.113.3"), db: handle.db, now: later },
      {
        order: checkoutRequestSchema.parse(JSON.parse(body)),
        language: "en",
        checkoutToken: "a-new-browser",
        userId: null,
        clientIp: "203.0.113.3",
      },
    );
    expect(started.ok).toBe(true);
  });

  it("lets one client prepare 10 checkouts in 10 minutes, then answers 429 with Retry-After", async () => {
    const product = await newProduct(handle.db, 20, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    const first = await createPaymentIntent(post(body), limited("203.0.113.4"));
    const cookie = { Cookie: cookieOf(first) };
    for (let i = 1; i < 10; i++) {
      expect((await createPaymentIntent(post(body, cookie), limited("203.0.113.4"))).status).toBe(200);
    }
    const eleventh = await createPaymentIntent(post(body, cookie), limited("203.0.113.4"));
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Too many attempts, said as such: this client holds a single unpaid order.
    expect(await eleventh.json()).toEqual({ error: "Too many attempts. Please try again in 10 minutes." });
    expect(await stockOf(handle.db, product.id)).toBe(19);
  });

  it("keeps the client's address on an order only while it is unpaid", async () => {
    const product = await newProduct(handle.db, 20, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    const first = await createPaymentIntent(post(body), limited("203.0.113.5"));
    await createPaymentIntent(post(body, { Cookie: cookieOf(first) }), limited("203.0.113.5"));
    expect(await countOrders(handle.db, sql`client_ip = '203.0.113.5' AND status = 'pending_payment'`)).toBe(
      1,
    );
    expect(await countOrders(handle.db, sql`client_ip = '203.0.113.5' AND status = 'cancelled'`)).toBe(0);
  });

  it("with RATE_LIMITS=off a client may hold more", async () => {
    const product = await newProduct(handle.db, 20, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    for (let i = 0; i < 12; i++) {
      expect((await createPaymentIntent(post(body), { ...deps(), clientIp: "203.0.113.6" })).status).toBe(
        200,
      );
    }
  });
});

describe("POST /api/create-payment-intent with extras (decision 075)", () => {
  const withGiftWrapAt500 = async (request: Request) => {
    const context = testContext(handle, {
      settings: { PUBLIC_URL: "https://shop.example", GIFT_WRAP_FEE_CENTS: "500" },
      clientIp: "192.0.2.29",
      payments: fakeProvider() as PaymentProvider,
    });
    return (await callRoute(action, request, context)).response!;
  };
  const postAs = (body: unknown, language = "en") =>
    post(JSON.stringify(body), { Cookie: `site-lang=${language}` });

  it("prices the gift wrap with the shop's setting and answers the stale total otherwise", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const stale = await withGiftWrapAt500(
      postAs({ ...checkoutBody([{ product, quantity: 1 }], 1599 + 399), gift: { giftWrap: true } }),
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ amount: 2099 });
    const ok = await withGiftWrapAt500(
      postAs({ ...checkoutBody([{ product, quantity: 1 }], 2099), gift: { giftWrap: true } }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ amount: 2099 });
  });

  it("refuses a gift message over 250 characters, saying so in the shopper's language", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const body = { ...checkoutBody([{ product, quantity: 1 }], 1599), gift: { message: "x".repeat(251) } };
    const english = await withGiftWrapAt500(postAs(body));
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({ error: "Gift message: Please keep it to 250 characters" });
    const spanish = await withGiftWrapAt500(postAs(body, "es"));
    expect(await spanish.json()).toEqual({ error: "Mensaje de regalo: Escribe como máximo 250 caracteres" });
  });
});
