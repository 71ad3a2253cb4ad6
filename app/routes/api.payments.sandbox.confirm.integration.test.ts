import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "~tests/support/database";
import type { Env } from "~/config/env.server";
import { orders, outboxEmails, paymentEvents } from "~/db/schema";
import { sandboxProvider } from "~/modules/payments/sandbox.server";
import { insertPendingOrder } from "~tests/support/orders";
import type { Route as ConfirmRoute } from "./+types/api.payments.sandbox.confirm";
import type { Route as AuthenticateRoute } from "./+types/sandbox-authenticate";
import { action as confirm } from "./api.payments.sandbox.confirm";
import { action as authenticate, loader as authenticationPage } from "./sandbox-authenticate";

const SECRET = "a-test-secret-of-at-least-32-characters!";
vi.mock("~/services.server", () => ({
  services: async () => ({ authSecret: SECRET, env: { PUBLIC_URL: "http://shop.test" } }),
}));

const handle = testDatabase({ catalogue: true });

const context = (payments: "sandbox" | "stripe" = "sandbox") => ({
  env: { payments, SMTP_URL: undefined, MAIL_FROM: "Sweet Trip <a@b.c>" } as unknown as Env,
  authSecret: SECRET,
  db: handle.db,
  logger: pino({ level: "silent" }),
});

/** A fresh unpaid order with a sandbox payment, as Prepare Payment leaves it. */
async function preparedPayment() {
  const payment = await sandboxProvider({ authSecret: SECRET, db: handle.db }).createPayment({
    orderId: "unused",
    orderNumber: "unused",
    amountCents: 2599,
    currency: "usd",
    email: "ada@example.com",
    idempotencyKey: "unused",
  });
  const order = await insertPendingOrder(handle.db, { paymentId: payment.paymentId, provider: "sandbox" });
  return { ...payment, order };
}

async function post(body: unknown, { language = "en", payments = "sandbox" as "sandbox" | "stripe" } = {}) {
  const request = new Request("http://shop.test/api/payments/sandbox/confirm", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Cookie: `site-lang=${language}` },
  });
  const response = await confirm({
    request,
    params: {},
    context: context(payments),
  } as unknown as ConfirmRoute.ActionArgs);
  return {
    status: response.status,
    cacheControl: response.headers.get("Cache-Control"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: "123" });

const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (orderId: string) =>
  handle.db
    .select({ type: paymentEvents.type })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId));
const receiptsOf = (orderId: string) =>
  handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, `receipt:${orderId}`));

describe("POST /api/payments/sandbox/confirm", () => {
  it("pays with 4242…: the order is paid by the payment event and the receipt queued", async () => {
    const { clientSecret, order } = await preparedPayment();
    expect(await post({ clientSecret, card: card("4242 4242 4242 4242") })).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { status: "succeeded" },
    });
    expect((await orderOf(order.id)).status).toBe("paid");
    expect(await eventsOf(order.id)).toEqual([{ type: "payment.succeeded" }]);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it("answers succeeded again for a paid payment without a second event", async () => {
    const { clientSecret, order } = await preparedPayment();
    await post({ clientSecret, card: card("4242424242424242") });
    expect((await post({ clientSecret, card: card("4000000000000002") })).body).toEqual({
      status: "succeeded",
    });
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
    ["4000000000000069", "Your card has expired."],
    ["4000000000000127", "Your card's security code is incorrect."],
  ])("declines %s with the provider's message, as a payment.failed event", async (number, message) => {
    const { clientSecret, order } = await preparedPayment();
    expect((await post({ clientSecret, card: card(number) })).body).toEqual({
      status: "failed",
      error: message,
    });
    expect(await eventsOf(order.id)).toEqual([{ type: "payment.failed" }]);
    expect((await orderOf(order.id)).status).toBe("pending_payment");
  });

  it("lets the shopper try another card after a decline", async () => {
    const { clientSecret, order } = await preparedPayment();
    await post({ clientSecret, card: card("4000000000000002") });
    expect((await post({ clientSecret, card: card("4242424242424242") })).body).toEqual({
      status: "succeeded",
    });
    expect((await orderOf(order.id)).status).toBe("paid");
  });

  it("refuses any other number and an expired date before any payment attempt", async () => {
    const { clientSecret, order } = await preparedPayment();
    expect((await post({ clientSecret, card: card("4111111111111111") })).body).toEqual({
      status: "failed",
      error: "Your card number is invalid.",
    });
    expect(
      (await post({ clientSecret, card: { ...card("4242424242424242"), expMonth: 1, expYear: 2020 } })).body,
    ).toEqual({ status: "failed", error: "Your card has expired." });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("answers in the page's language", async () => {
    const { clientSecret } = await preparedPayment();
    expect((await post({ clientSecret, card: card("4000000000000002") }, { language: "es" })).body).toEqual({
      status: "failed",
      error: "Tu tarjeta ha sido rechazada.",
    });
  });

  it("refuses a forged or unknown client secret, and a malformed body, with 400 { error }", async () => {
    const { clientSecret, paymentId } = await preparedPayment();
    const forged = `${paymentId}_secret_${"0".repeat(64)}`;
    for (const body of [
      { clientSecret: forged, card: card("4242424242424242") },
      { clientSecret: clientSecret.replace(paymentId, "sbx_pi_someoneelse"), card: card("4242424242424242") },
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/could not be found/);
    }
    const malformed = await post({ clientSecret });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.error).toBe("string");
  });

  it("refuses to pay a cancelled order", async () => {
    const { clientSecret, order } = await preparedPayment();
    await handle.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    expect((await post({ clientSecret, card: card("4242424242424242") })).body).toEqual({
      status: "failed",
      error: "This payment was canceled. Please return to checkout and try again.",
    });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("does not exist while Stripe is the provider", async () => {
    const { clientSecret } = await preparedPayment();
    const answer = await post({ clientSecret, card: card("4242424242424242") }, { payments: "stripe" });
    expect(answer.status).toBe(404);
  });
});

describe("the authentication card 4000002500003155", () => {
  async function openPage(url: string) {
    const request = new Request(`http://shop.test${url}`);
    return authenticationPage({
      request,
      url: new URL(request.url),
      params: {},
      context: context(),
    } as unknown as AuthenticateRoute.LoaderArgs);
  }
  async function answer(secret: string, outcome: "complete" | "fail") {
    const request = new Request("http://shop.test/sandbox/authenticate", {
      method: "POST",
      body: new URLSearchParams({ secret, outcome }),
    });
    return authenticate({
      request,
      params: {},
      context: context(),
    } as unknown as AuthenticateRoute.ActionArgs);
  }

  it("needs authentication, then completing it pays and returns to /payment-success", async () => {
    const { clientSecret, paymentId, order } = await preparedPayment();
    const confirmation = await post({ clientSecret, card: card("4000002500003155") });
    expect(confirmation.body).toEqual({
      status: "requires_action",
      redirectUrl: `/sandbox/authenticate?payment=${paymentId}&secret=${clientSecret}`,
    });
    expect(await eventsOf(order.id)).toEqual([]);

    const page = await openPage(confirmation.body.redirectUrl as string);
    expect(page.data).toEqual({ clientSecret, orderNumber: order.number, totalCents: 2599 });

    const done = await answer(clientSecret, "complete");
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/payment-success?order=${order.number}`);
    expect((await orderOf(order.id)).status).toBe("paid");
    expect(await eventsOf(order.id)).toEqual([{ type: "payment.succeeded" }]);

    // Back on the page after paying: straight to the outcome, nothing authenticated twice.
    await expect(openPage(confirmation.body.redirectUrl as string)).rejects.toMatchObject({ status: 302 });
    expect((await answer(clientSecret, "complete")).headers.get("Location")).toBe(
      `/payment-success?order=${order.number}`,
    );
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("failing it fails the payment and still returns to /payment-success", async () => {
    const { clientSecret, order } = await preparedPayment();
    const done = await answer(clientSecret, "fail");
    expect(done.headers.get("Location")).toBe(`/payment-success?order=${order.number}`);
    expect(await eventsOf(order.id)).toEqual([{ type: "payment.failed" }]);
    expect((await orderOf(order.id)).status).toBe("pending_payment");
  });

  it("is the not-found page for a forged secret or a payment id that does not match", async () => {
    const { clientSecret, paymentId } = await preparedPayment();
    const other = await preparedPayment();
    await expect(openPage(`/sandbox/authenticate?payment=${paymentId}&secret=nope`)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(
      openPage(`/sandbox/authenticate?payment=${other.paymentId}&secret=${clientSecret}`),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(answer("forged", "complete")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
