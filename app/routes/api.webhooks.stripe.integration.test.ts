import { eq } from "drizzle-orm";
import pino from "pino";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import type { Env } from "~/config/env.server";
import { orders, outboxEmails, paymentEvents } from "~/db/schema";
import { insertPaidOrder } from "~tests/support/paid-orders";
import { stockOf } from "~tests/support/checkout";
import { insertPendingOrder } from "~tests/support/orders";
import type { Route } from "./+types/api.webhooks.stripe";
import { action } from "./api.webhooks.stripe";

// The receipt's links are signed with the context's secret, as the running shop's context has it.
const AUTH_SECRET = "x".repeat(40);

const WEBHOOK_SECRET = "whsec_test_webhook_secret";
const handle = testDatabase({ catalogue: true });

const stripeEnv = {
  payments: "stripe",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  MAIL_FROM: "a <a@b.c>",
  PUBLIC_URL: "http://shop.test",
};

async function deliver(body: string, signature: string | null, env: object = stripeEnv) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const request = new Request("http://shop.test/api/webhooks/stripe", { method: "POST", body, headers });
  const context = {
    env: env as unknown as Env,
    db: handle.db,
    logger: pino({ level: "silent" }),
    authSecret: AUTH_SECRET,
  };
  const response = await action({ request, params: {}, context } as unknown as Route.ActionArgs);
  return { status: response.status, body: (await response.json()) as unknown };
}

// What insertPendingOrder's orders cost, as Stripe reports a payment of it.
const PAID = { amount_received: 2599, currency: "usd" };

const eventBody = (id: string, type: string, paymentId: string, paid = PAID) =>
  // Spaced JSON: the signature must be checked on these exact bytes, not on a re-serialisation.
  JSON.stringify(
    { id, object: "event", type, data: { object: { id: paymentId, object: "payment_intent", ...paid } } },
    null,
    2,
  );
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (orderId: string) =>
  handle.db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

describe("POST /api/webhooks/stripe", () => {
  it("refuses a bad, missing or foreign-secret signature with 400 and changes nothing", async () => {
    const order = await insertPendingOrder(handle.db, { paymentId: "pi_bad_sig", provider: "stripe" });
    const body = eventBody("evt_bad_sig", "payment_intent.succeeded", "pi_bad_sig");
    for (const signature of [null, "t=1,v1=deadbeef", sign(body, "whsec_someone_else")]) {
      const answer = await deliver(body, signature);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
    // A body altered after signing.
    expect((await deliver(body.replace("pi_bad_sig", "pi_other"), sign(body))).status).toBe(400);
    expect((await orderOf(order.id)).status).toBe("pending_payment");
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("does not pay an order from a payment of another amount", async () => {
    const order = await insertPendingOrder(handle.db, { paymentId: "pi_short", provider: "stripe" });
    const body = eventBody("evt_short", "payment_intent.succeeded", "pi_short", {
      amount_received: 100,
      currency: "usd",
    });
    expect(await deliver(body, sign(body))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(order.id)).toMatchObject({ status: "pending_payment", paidAt: null });
  });

  it("pays the order on a valid payment_intent.succeeded, once however often it arrives", async () => {
    const order = await insertPendingOrder(handle.db, { paymentId: "pi_paid", provider: "stripe" });
    const body = eventBody("evt_paid", "payment_intent.succeeded", "pi_paid");
    for (let delivery = 0; delivery < 20; delivery += 1) {
      expect(await deliver(body, sign(body))).toEqual({ status: 200, body: { received: true } });
    }
    expect((await orderOf(order.id)).status).toBe("paid");
    expect(await eventsOf(order.id)).toEqual([{ id: "evt_paid" }]);
    const receipts = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `receipt:${order.id}`));
    expect(receipts).toHaveLength(1);
  });

  it("cancels the order on payment_intent.canceled", async () => {
    const order = await insertPendingOrder(handle.db, { paymentId: "pi_canceled", provider: "stripe" });
    const body = eventBody("evt_canceled", "payment_intent.canceled", "pi_canceled");
    expect((await deliver(body, sign(body))).status).toBe(200);
    expect((await orderOf(order.id)).status).toBe("cancelled");
  });

  it("refunds a paid order on a fully refunded charge.refunded, stock back once however often it arrives", async () => {
    const { order, products } = await insertPaidOrder(handle.db, { provider: "stripe", quantities: [2] });
    const body = JSON.stringify({
      id: "evt_charge_refunded",
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          payment_intent: order.paymentIntentId,
          refunded: true,
          amount: order.totalCents,
          amount_refunded: order.totalCents,
          refunds: { object: "list", data: [{ id: "re_from_dashboard", object: "refund" }] },
        },
      },
    });
    for (let delivery = 0; delivery < 5; delivery += 1) {
      expect(await deliver(body, sign(body))).toEqual({ status: 200, body: { received: true } });
    }
    expect(await orderOf(order.id)).toMatchObject({
      status: "refunded",
      providerRefundId: "re_from_dashboard",
    });
    expect(await stockOf(handle.db, products[0]!.id)).toBe(12);
    expect(await eventsOf(order.id)).toEqual([{ id: "evt_charge_refunded" }]);
  });

  it("keeps the card's last four digits from charge.succeeded, whether it comes before or after the payment", async () => {
    const chargeBody = (id: string, paymentId: string, last4: string) =>
      JSON.stringify({
        id,
        object: "event",
        type: "charge.succeeded",
        data: {
          object: {
            id: `ch_${id}`,
            object: "charge",
            payment_intent: paymentId,
            payment_method_details: { type: "card", card: { brand: "visa", last4 } },
          },
        },
      });
    const paid = (id: string, paymentId: string) => eventBody(id, "payment_intent.succeeded", paymentId);

    const first = await insertPendingOrder(handle.db, { paymentId: "pi_card_first", provider: "stripe" });
    for (const body of [
      chargeBody("evt_card_1", "pi_card_first", "4242"),
      paid("evt_paid_1", "pi_card_first"),
    ])
      expect(await deliver(body, sign(body))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(first.id)).toMatchObject({ status: "paid", cardLast4: "4242" });

    const later = await insertPendingOrder(handle.db, { paymentId: "pi_card_later", provider: "stripe" });
    for (const body of [
      paid("evt_paid_2", "pi_card_later"),
      chargeBody("evt_card_2", "pi_card_later", "0005"),
    ])
      expect(await deliver(body, sign(body))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(later.id)).toMatchObject({ status: "paid", cardLast4: "0005" });

    // Anything but four digits is not kept.
    const odd = await insertPendingOrder(handle.db, { paymentId: "pi_card_odd", provider: "stripe" });
    const oddBody = chargeBody("evt_card_3", "pi_card_odd", "42x2");
    expect(await deliver(oddBody, sign(oddBody))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(odd.id)).toMatchObject({ cardLast4: null });
  });

  it("answers 200 to events the shop does not act on and ignores them", async () => {
    const order = await insertPendingOrder(handle.db, { paymentId: "pi_foreign", provider: "stripe" });
    const body = eventBody("evt_foreign", "charge.refund.updated", "pi_foreign");
    expect(await deliver(body, sign(body))).toEqual({ status: 200, body: { received: true } });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await handle.db.select().from(paymentEvents).where(eq(paymentEvents.id, "evt_foreign"))).toEqual(
      [],
    );
  });

  it("does not exist while the sandbox is the provider or without a webhook secret", async () => {
    const body = eventBody("evt_x", "payment_intent.succeeded", "pi_x");
    expect((await deliver(body, sign(body), { ...stripeEnv, payments: "sandbox" })).status).toBe(404);
    expect((await deliver(body, sign(body), { ...stripeEnv, STRIPE_WEBHOOK_SECRET: undefined })).status).toBe(
      404,
    );
  });
});
