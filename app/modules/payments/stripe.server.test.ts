import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "~tests/support/fake-stripe";
import type { Database } from "~/db/client.server";
import { paymentProvider } from "./index.server";
import type { CreatePaymentInput, PaymentProvider } from "./provider";
import { parseStripeWebhook, WebhookSignatureError } from "./stripe.server";

let fake: FakeStripe;
let stripe: PaymentProvider;
// The sandbox keeps its record of payments in the database; choosing a provider reads nothing.
const unusedDb = {} as Database;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = paymentProvider(
    { payments: "stripe", STRIPE_SECRET_KEY: "sk_test_fake" },
    { authSecret: "unused", db: unusedDb, stripeEndpoint: fake.endpoint },
  );
});
afterAll(() => fake.close());

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: "6f1c1c51-5d0b-4a0e-9d59-7c1c2a1b0a01",
  orderNumber: "ST-7K3M9Q2X",
  amountCents: 2599,
  currency: "usd",
  email: "fan@example.com",
  idempotencyKey: `order-attempt-${Math.random()}`,
  ...overrides,
});

describe("the Stripe adapter against the Stripe HTTP API", () => {
  it("creates a PaymentIntent for the order with its idempotency key", async () => {
    const order = input();
    const payment = await stripe.createPayment(order);
    const intent = fake.intents.get(payment.paymentId)!;
    expect(intent).toMatchObject({
      amount: 2599,
      currency: "usd",
      metadata: { orderId: order.orderId, orderNumber: "ST-7K3M9Q2X" },
      receipt_email: "fan@example.com",
      automatic_payment_methods: { enabled: true },
    });
    expect(payment.clientSecret).toBe(intent.client_secret);
    const request = fake.requests.at(-1)!;
    expect(request.idempotencyKey).toBe(order.idempotencyKey);
    expect(request.authorization).toBe("Bearer sk_test_fake");
  });

  it("gets the same payment back when a create is retried with the same key", async () => {
    const order = input();
    const first = await stripe.createPayment(order);
    const again = await stripe.createPayment(order);
    expect(again).toEqual(first);
    const other = await stripe.createPayment(input());
    expect(other.paymentId).not.toBe(first.paymentId);
  });

  it("cancels a payment, and a second cancel or a paid payment is not an error", async () => {
    const { paymentId } = await stripe.createPayment(input());
    await stripe.cancelPayment(paymentId);
    expect(fake.intents.get(paymentId)!.status).toBe("canceled");
    await expect(stripe.cancelPayment(paymentId)).resolves.toBeUndefined();

    const paid = await stripe.createPayment(input());
    fake.intents.get(paid.paymentId)!.status = "succeeded";
    await expect(stripe.cancelPayment(paid.paymentId)).resolves.toBeUndefined();
    expect(fake.intents.get(paid.paymentId)!.status).toBe("succeeded");
  });

  it("reports any other failure, such as an unknown payment", async () => {
    await expect(stripe.cancelPayment("pi_unknown")).rejects.toThrow(/No such payment_intent/);
  });

  it("says whether a payment was taken, with what was received, whatever the shop heard", async () => {
    const waiting = await stripe.createPayment(input());
    expect(await stripe.paymentStatus(waiting.paymentId)).toEqual({ status: "unpaid" });

    const paid = await stripe.createPayment(input({ amountCents: 1599 }));
    fake.settle(paid.paymentId, "succeeded");
    expect(await stripe.paymentStatus(paid.paymentId)).toEqual({
      status: "succeeded",
      amount: { cents: 1599, currency: "usd" },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v1/payment_intents/${paid.paymentId}`,
    });

    const slow = await stripe.createPayment(input());
    fake.settle(slow.paymentId, "processing");
    expect(await stripe.paymentStatus(slow.paymentId)).toEqual({ status: "processing" });

    const cancelled = await stripe.createPayment(input());
    await stripe.cancelPayment(cancelled.paymentId);
    expect(await stripe.paymentStatus(cancelled.paymentId)).toEqual({ status: "unpaid" });
    // A payment this account does not know was never taken here.
    expect(await stripe.paymentStatus("pi_unknown")).toEqual({ status: "unpaid" });
  });
  it("refunds a paid payment in full with the order's idempotency key, once however often asked", async () => {
    const order = input();
    const { paymentId } = await stripe.createPayment(order);
    fake.intents.get(paymentId)!.status = "succeeded";
    const refund = {
      paymentId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      idempotencyKey: `refund:${order.orderId}`,
    };
    const first = await stripe.refundPayment(refund);
    expect(fake.refunds.get(paymentId)).toMatchObject({
      id: first.refundId,
      amount: 2599,
      metadata: { orderId: order.orderId, orderNumber: "ST-7K3M9Q2X" },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      idempotencyKey: refund.idempotencyKey,
    });
    const again = await Promise.all([stripe.refundPayment(refund), stripe.refundPayment(refund)]);
    expect(again).toEqual([first, first]);
  });

  it("answers the existing refund when the payment was refunded elsewhere (the dashboard)", async () => {
    const order = input({ orderId: "6f1c1c51-5d0b-4a0e-9d59-7c1c2a1b0a02" });
    const { paymentId } = await stripe.createPayment(order);
    fake.intents.get(paymentId)!.status = "succeeded";
    const dashboard = await stripe.refundPayment({
      paymentId,
      orderId: "x",
      orderNumber: "y",
      idempotencyKey: "dashboard",
    });
    const ours = await stripe.refundPayment({
      paymentId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      idempotencyKey: `refund:${order.orderId}`,
    });
    expect(ours).toEqual(dashboard);
  });

  it("reports a refund the provider refuses (an unpaid payment)", async () => {
    const { paymentId } = await stripe.createPayment(input());
    await expect(
      stripe.refundPayment({ paymentId, orderId: "o", orderNumber: "n", idempotencyKey: "refund:o" }),
    ).rejects.toThrow(/no charge/);
  });
});

describe("parseStripeWebhook", () => {
  const SECRET = "whsec_test_secret";
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: "event", type, data: { object } });
  const signed = (payload: string, secret = SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it("turns the three payment outcomes into PaymentEvents", () => {
    const succeeded = event("payment_intent.succeeded", {
      id: "pi_1",
      object: "payment_intent",
      amount_received: 1299,
      currency: "usd",
    });
    expect(parseStripeWebhook(succeeded, signed(succeeded), SECRET)).toEqual({
      id: "evt_payment_intent.succeeded",
      provider: "stripe",
      type: "payment.succeeded",
      paymentId: "pi_1",
      amount: { cents: 1299, currency: "usd" },
    });
    const failed = event("payment_intent.payment_failed", {
      id: "pi_2",
      object: "payment_intent",
      last_payment_error: { message: "Your card was declined." },
    });
    expect(parseStripeWebhook(failed, signed(failed), SECRET)).toMatchObject({
      type: "payment.failed",
      paymentId: "pi_2",
      failureMessage: "Your card was declined.",
    });
    const canceled = event("payment_intent.canceled", { id: "pi_3", object: "payment_intent" });
    expect(parseStripeWebhook(canceled, signed(canceled), SECRET)).toMatchObject({
      type: "payment.canceled",
      paymentId: "pi_3",
    });
  });

  it("turns a fully refunded charge into payment.refunded, and ignores a partial refund", () => {
    const full = event("charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_4",
      refunded: true,
      amount: 2599,
      amount_refunded: 2599,
      refunds: { object: "list", data: [{ id: "re_1", object: "refund" }] },
    });
    expect(parseStripeWebhook(full, signed(full), SECRET)).toEqual({
      id: "evt_charge.refunded",
      provider: "stripe",
      type: "payment.refunded",
      paymentId: "pi_4",
      refundId: "re_1",
    });
    const partial = event("charge.refunded", {
      id: "ch_2",
      object: "charge",
      payment_intent: "pi_5",
      refunded: false,
      amount: 2599,
      amount_refunded: 500,
    });
    expect(parseStripeWebhook(partial, signed(partial), SECRET)).toBeNull();
  });

  it("ignores events the shop does not act on", () => {
    const foreign = event("customer.created", { id: "cus_1", object: "customer" });
    expect(parseStripeWebhook(foreign, signed(foreign), SECRET)).toBeNull();
  });

  it("refuses a missing, wrong or stale signature and an altered body", () => {
    const body = event("payment_intent.succeeded", { id: "pi_1", object: "payment_intent" });
    expect(() => parseStripeWebhook(body, null, SECRET)).toThrow(WebhookSignatureError);
    expect(() => parseStripeWebhook(body, signed(body, "whsec_other"), SECRET)).toThrow(
      WebhookSignatureError,
    );
    expect(() => parseStripeWebhook(body.replace("pi_1", "pi_9"), signed(body), SECRET)).toThrow(
      WebhookSignatureError,
    );
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => parseStripeWebhook(body, stale, SECRET)).toThrow(WebhookSignatureError);
  });
});

describe("paymentProvider", () => {
  it("is the one the settings chose: the sandbox, or Stripe with its key", () => {
    const keys = { authSecret: "x".repeat(32), db: unusedDb };
    expect(paymentProvider({ payments: "sandbox", STRIPE_SECRET_KEY: undefined }, keys).name).toBe("sandbox");
    expect(paymentProvider({ payments: "sandbox", STRIPE_SECRET_KEY: "sk_test_1" }, keys).name).toBe(
      "sandbox",
    );
    expect(paymentProvider({ payments: "stripe", STRIPE_SECRET_KEY: "sk_test_1" }, keys).name).toBe("stripe");
  });
});
