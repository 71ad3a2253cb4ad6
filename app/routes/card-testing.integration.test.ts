import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "~tests/support/database";
import { requestAs, testContext, TEST_SECRET } from "~tests/support/accounts";
import { callRoute } from "~tests/support/routes";
import { orders, paymentDeclines, sandboxPayments } from "~/db/schema";
import { loadDashboard } from "~/modules/admin/dashboard.server";
import { checkoutBody, newProduct, stockOf } from "~tests/support/checkout";
import { DECLINES_STOPPED_MESSAGE } from "~/modules/orders/declines.server";
import { action as createPaymentIntent } from "./api.create-payment-intent";
import { action as confirm } from "./api.payments.sandbox.confirm";

/**
 * Card testing (decision 037) through the sandbox, as a shopper's browser meets it: Prepare
 * Payment, then card after card at /api/payments/sandbox/confirm, each client its own address.
 */

vi.mock("~/services.server", () => ({
  services: async () => ({ authSecret: TEST_SECRET, env: { PUBLIC_URL: "http://shop.test" } }),
}));

const handle = testDatabase({ catalogue: true });

let clients = 0;
/** A new client address, so that each test counts its own declines. */
const newClient = () => `198.51.100.${++clients}`;

const context = (clientIp: string, rateLimits = "on") =>
  testContext(handle, { clientIp, settings: { RATE_LIMITS: rateLimits, PAYMENTS: "sandbox" } });

async function prepare(clientIp: string, { language = "en", rateLimits = "on" } = {}) {
  const product = await newProduct(handle.db, 5, 1000);
  const request = requestAs(`site-lang=${language}`, "/api/create-payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(checkoutBody([{ product, quantity: 2 }], 2599)),
  });
  const answer = await callRoute(createPaymentIntent, request, context(clientIp, rateLimits));
  return {
    product,
    status: answer.status,
    retryAfter: answer.headers.get("Retry-After"),
    body: answer.data as { clientSecret: string; orderNumber: string; error?: string },
  };
}

const DECLINED = "4000000000000002";
async function pay(
  clientIp: string,
  clientSecret: string,
  { number = DECLINED, language = "en", rateLimits = "on" } = {},
) {
  const request = requestAs(`site-lang=${language}`, "/api/payments/sandbox/confirm", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ clientSecret, card: { number, expMonth: 12, expYear: 2034, cvc: "123" } }),
  });
  const answer = await callRoute(confirm, request, context(clientIp, rateLimits));
  return {
    status: answer.status,
    retryAfter: answer.headers.get("Retry-After"),
    body: answer.data as { status: string; error?: string },
  };
}

const orderOf = async (number: string) =>
  (await handle.db.select().from(orders).where(eq(orders.number, number)))[0]!;

describe("declined payments on one order", () => {
  it("cancel the order after 3: its stock is back, its payment cancelled, the shopper prepares again", async () => {
    const client = newClient();
    const { product, body } = await prepare(client);
    expect(await stockOf(handle.db, product.id)).toBe(3);

    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await pay(client, body.clientSecret)).toMatchObject({
        status: 200,
        body: { status: "failed", error: "Your card was declined." },
      });
    }
    expect((await orderOf(body.orderNumber)).status).toBe("pending_payment");

    expect(await pay(client, body.clientSecret)).toEqual({
      status: 200,
      retryAfter: null,
      body: {
        status: "failed",
        error: "This order was canceled after too many declined payments. Please prepare your payment again.",
      },
    });
    const order = await orderOf(body.orderNumber);
    expect(order).toMatchObject({
      status: "cancelled",
      paymentError: DECLINES_STOPPED_MESSAGE,
      clientIp: null,
    });
    expect(await stockOf(handle.db, product.id)).toBe(5);
    const [payment] = await handle.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, order.paymentIntentId!));
    expect(payment?.status).toBe("canceled");

    // Not even a good card pays it now; a new order can be prepared and paid.
    expect((await pay(client, body.clientSecret, { number: "4242424242424242" })).body.status).toBe("failed");
    const again = await prepare(client);
    expect(again.status).toBe(200);
    expect((await pay(client, again.body.clientSecret, { number: "4242424242424242" })).body).toEqual({
      status: "succeeded",
    });
  });

  it("a decline or two, then a good card, is an ordinary payment", async () => {
    const client = newClient();
    const { body } = await prepare(client);
    await pay(client, body.clientSecret);
    await pay(client, body.clientSecret, { number: "4000000000009995" });
    expect((await pay(client, body.clientSecret, { number: "4242424242424242" })).body).toEqual({
      status: "succeeded",
    });
    expect((await orderOf(body.orderNumber)).status).toBe("paid");
  });

  it("does not count a number the sandbox refuses before any attempt (no payment was tried)", async () => {
    const client = newClient();
    const { body } = await prepare(client);
    for (let attempt = 1; attempt <= 4; attempt++)
      await pay(client, body.clientSecret, { number: "4111111111111111" });
    expect((await orderOf(body.orderNumber)).status).toBe("pending_payment");
    expect(
      await handle.db.select().from(paymentDeclines).where(eq(paymentDeclines.clientIp, client)),
    ).toEqual([]);
  });
});

describe("declined payments from one client", () => {
  it("refuse its payments and checkouts after 5 in an hour, with 429, Retry-After and a clear message", async () => {
    const client = newClient();
    const first = await prepare(client);
    for (let attempt = 1; attempt <= 3; attempt++) await pay(client, first.body.clientSecret);
    const second = await prepare(client);
    const other = await prepare(client);
    expect((await pay(client, second.body.clientSecret)).status).toBe(200);

    // The fifth decline: the client is stopped, and every unpaid order it holds is cancelled.
    const fifth = await pay(client, second.body.clientSecret);
    expect(fifth).toMatchObject({
      status: 429,
      body: { status: "failed", error: "Too many declined payments. Please try again in 60 minutes." },
    });
    expect(Number(fifth.retryAfter)).toBeGreaterThan(3500);
    expect(Number(fifth.retryAfter)).toBeLessThanOrEqual(3600);
    expect((await orderOf(other.body.orderNumber)).status).toBe("cancelled");
    expect(await stockOf(handle.db, other.product.id)).toBe(5);

    // A good card, and Prepare Payment, are refused too, in the shopper's language.
    expect(
      await pay(client, other.body.clientSecret, { number: "4242424242424242", language: "es" }),
    ).toMatchObject({
      status: 429,
      body: {
        status: "failed",
        error: "Demasiados pagos rechazados. Vuelve a intentarlo dentro de 60 minutos.",
      },
    });
    const refused = await prepare(client);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: "Too many declined payments. Please try again in 60 minutes." },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
    // Nothing was reserved for the refused checkout.
    expect(await stockOf(handle.db, refused.product.id)).toBe(5);

    // Another client is not concerned.
    expect((await prepare(newClient())).status).toBe(200);
  });

  it("are counted but never refused with RATE_LIMITS=off (test environments)", async () => {
    const client = newClient();
    for (let order = 0; order < 2; order++) {
      const { body } = await prepare(client, { rateLimits: "off" });
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await pay(client, body.clientSecret, { rateLimits: "off" })).toMatchObject({
          status: 200,
          body: { error: "Your card was declined." },
        });
      }
      expect((await orderOf(body.orderNumber)).status).toBe("pending_payment");
    }
    expect((await prepare(client, { rateLimits: "off" })).status).toBe(200);
    const declines = await handle.db
      .select()
      .from(paymentDeclines)
      .where(eq(paymentDeclines.clientIp, client));
    expect(declines).toHaveLength(6);
  });
});

describe("the admin dashboard", () => {
  it("counts the declines of the last 24 hours and the clients refused for them", async () => {
    const before = (await loadDashboard(handle.db)).declines;
    const client = newClient();
    for (let order = 0; order < 2; order++) {
      const { body } = await prepare(client);
      for (let attempt = 1; attempt <= 3 && order * 3 + attempt <= 5; attempt++)
        await pay(client, body.clientSecret);
    }
    // A decline from two days ago is no longer today's business.
    await handle.db.insert(paymentDeclines).values({
      clientIp: newClient(),
      provider: "sandbox",
      declinedAt: new Date(Date.now() - 48 * 3_600_000),
      clientStopped: true,
    });
    expect((await loadDashboard(handle.db)).declines).toEqual({
      declines: before.declines + 5,
      clientsStopped: before.clientsStopped + 1,
    });
  });
});
