import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~tests/support/database";
import { startFakeStripe, type FakeStripe } from "~tests/support/fake-stripe";
import { parseEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { orders, outboxEmails, paymentEvents, sandboxPayments } from "~/db/schema";
import { checkoutBody, newProduct, prepare, silentLogger, stockOf } from "~tests/support/checkout";
import type { PaymentProvider } from "~/modules/payments/provider";
import { confirmSandboxPayment, sandboxProvider, type SandboxDeps } from "~/modules/payments/sandbox.server";
import { stripeClient, stripeProvider } from "~/modules/payments/stripe.server";
import { action as stripeWebhook } from "~/routes/api.webhooks.stripe";
import { handlePaymentEvent } from "./payment-events.server";
import { settleTakenPayments } from "./settle-taken-payments.server";
import { sweepExpiredReservations } from "./sweeper.server";

/**
 * A process killed between a payment and its fulfilment heals (decision 019): Stripe retries
 * the webhook and the retry takes effect once; the sweeper, before releasing an expired order,
 * asks the provider and applies a payment that went through instead. The stock such an order
 * holds is never released and sold again. (The same with real kills of a process on the embedded
 * database: tests/crash-recovery.integration.test.ts.)
 */

const SECRET = "a-test-secret-of-at-least-32-characters!";
const WEBHOOK_SECRET = "whsec_recovery_test";
const links = { publicUrl: "http://shop.test", secret: SECRET };

let handle: DatabaseHandle;
let fake: FakeStripe;
let stripe: PaymentProvider;
let sandbox: PaymentProvider;
beforeAll(async () => {
  [handle, fake] = await Promise.all([createTestDatabase({ catalogue: true }), startFakeStripe()]);
  stripe = stripeProvider(stripeClient("sk_test_recovery", fake.endpoint));
  sandbox = sandboxProvider({ authSecret: SECRET, db: handle.db });
});
afterAll(async () => {
  await Promise.all([handle.close(), fake.close()]);
});

const AFTER_EXPIRY = () => new Date(Date.now() + 31 * 60_000);
const sweep = (provider: PaymentProvider, now = AFTER_EXPIRY()) =>
  sweepExpiredReservations(handle.db, now, { provider, logger: silentLogger, links });

/** An unpaid order for `quantity` of a new product of `stock`, its payment made at `provider`. */
async function pendingOrder(provider: PaymentProvider, { stock = 5, quantity = 1 } = {}) {
  const product = await newProduct(handle.db, stock);
  const answer = await prepare(
    { db: handle.db, provider, logger: silentLogger },
    checkoutBody([{ product, quantity }], 1000 * quantity + 599),
  );
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, answer.orderNumber));
  return { product, order: order!, clientSecret: answer.clientSecret };
}

const orderNow = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const receiptsOf = (orderId: string) =>
  handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, `receipt:${orderId}`));
const eventsOf = (orderId: string) =>
  handle.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

/** Another shopper's checkout of the product: refused when its stock is gone. */
const buyAgain = (product: Awaited<ReturnType<typeof newProduct>>) =>
  prepare(
    { db: handle.db, provider: sandbox, logger: silentLogger },
    checkoutBody([{ product, quantity: 1 }], 1599),
  ).then(
    () => "sold",
    (error: Error) => error.message,
  );

/**
 * The process dies inside the next transaction that queues an e-mail (the receipt, the last
 * write of a payment): the database rolls it back, as it does for a process killed mid-way.
 */
async function dieAtNextReceipt<T>(work: () => Promise<T>): Promise<T> {
  const run = async (...statements: string[]) => {
    for (const statement of statements) await handle.db.execute(sql.raw(statement));
  };
  await run(
    "CREATE SEQUENCE recovery_test_crash",
    `CREATE FUNCTION recovery_test_crash() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF nextval('recovery_test_crash') = 1 THEN RAISE EXCEPTION 'the process died here'; END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER recovery_test_crash BEFORE INSERT ON outbox_emails
     FOR EACH ROW EXECUTE FUNCTION recovery_test_crash()`,
  );
  try {
    return await work();
  } finally {
    await run(
      "DROP TRIGGER recovery_test_crash ON outbox_emails",
      "DROP FUNCTION recovery_test_crash()",
      "DROP SEQUENCE recovery_test_crash",
    );
  }
}

describe("a Stripe payment whose fulfilment died", () => {
  async function deliver(eventId: string, paymentId: string, amount: number) {
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: { id: paymentId, object: "payment_intent", amount_received: amount, currency: "usd" },
      },
    });
    const request = new Request("http://shop.test/api/webhooks/stripe", {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: WEBHOOK_SECRET,
        }),
      },
    });
    const env = parseEnv({
      NODE_ENV: "test",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_recovery",
      STRIPE_PUBLISHABLE_KEY: "pk_test_recovery",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: links.publicUrl,
    });
    // The receipt's links are signed with the context's secret, as the running shop's context has it.
    const context = { env, db: handle.db, logger: silentLogger, authSecret: SECRET };
    return (
      await stripeWebhook({ request, params: {}, context } as unknown as Parameters<typeof stripeWebhook>[0])
    ).status;
  }

  it("is applied once when Stripe retries the webhook whose handling died part-way", async () => {
    const { order, product } = await pendingOrder(stripe, { stock: 3, quantity: 2 });
    fake.settle(order.paymentIntentId!, "succeeded");

    // The first delivery dies after recording the event and paying the order, before commit:
    // Stripe is told 500 and nothing of it stays.
    expect(await dieAtNextReceipt(() => deliver("evt_died", order.paymentIntentId!, order.totalCents))).toBe(
      500,
    );
    expect(await orderNow(order.id)).toMatchObject({ status: "pending_payment", paidAt: null });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await stockOf(handle.db, product.id)).toBe(1);

    // Stripe retries the same event: paid once, the reservation made final, one receipt.
    expect(await deliver("evt_died", order.paymentIntentId!, order.totalCents)).toBe(200);
    expect(await deliver("evt_died", order.paymentIntentId!, order.totalCents)).toBe(200);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid", reservedUntil: null });
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect(await stockOf(handle.db, product.id)).toBe(1);
  });

  it("is found by the sweeper when the webhook never comes: the order is paid, its stock never released", async () => {
    const { order, product } = await pendingOrder(stripe, { stock: 1 });
    fake.settle(order.paymentIntentId!, "succeeded");
    expect(await stockOf(handle.db, product.id)).toBe(0);

    expect(await sweep(stripe)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid", cancelledAt: null, paymentError: null });
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect(await stockOf(handle.db, product.id)).toBe(0);
    expect(await buyAgain(product)).toMatch(/out of stock/i);

    // The webhook arriving after all, and later sweeps, change nothing.
    expect(await deliver("evt_late", order.paymentIntentId!, order.totalCents)).toBe(200);
    expect(await sweep(stripe)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid" });
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect(await stockOf(handle.db, product.id)).toBe(0);
  });

  it("is cancelled at Stripe before its order is released, so it cannot go through afterwards", async () => {
    const { order, product } = await pendingOrder(stripe, { stock: 4, quantity: 2 });
    expect(await sweep(stripe)).toBe(1);
    expect(fake.intents.get(order.paymentIntentId!)!.status).toBe("canceled");
    expect(await orderNow(order.id)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(handle.db, product.id)).toBe(4);
  });

  it("keeps its order reserved while the payment is processing or Stripe cannot be asked", async () => {
    const { order, product } = await pendingOrder(stripe, { stock: 2 });
    fake.settle(order.paymentIntentId!, "processing");
    expect(await sweep(stripe)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "pending_payment" });

    const unreachable: PaymentProvider = {
      ...stripe,
      paymentStatus: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    fake.settle(order.paymentIntentId!, "succeeded");
    expect(await sweep(unreachable)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "pending_payment" });
    expect(await stockOf(handle.db, product.id)).toBe(1);

    expect(await sweep(stripe)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid" });
    expect(await stockOf(handle.db, product.id)).toBe(1);
  });
});

describe("a sandbox payment whose fulfilment died", () => {
  const card = {
    number: "4242 4242 4242 4242",
    expMonth: 12,
    expYear: new Date().getFullYear() + 5,
    cvc: "123",
  };
  const deps = (handleEvent?: SandboxDeps["handleEvent"]): SandboxDeps => ({
    db: handle.db,
    logger: silentLogger,
    authSecret: SECRET,
    handleEvent:
      handleEvent ??
      (async (event) =>
        void (await handlePaymentEvent({ db: handle.db, logger: silentLogger, links }, event))),
  });
  /** The confirmation takes the payment, then the process dies before the order hears of it. */
  const confirmAndDie = (clientSecret: string) =>
    confirmSandboxPayment(
      deps(() => Promise.reject(new Error("the process died here"))),
      { clientSecret, card },
    ).catch((error: Error) => error.message);
  const chargeOf = async (paymentId: string) =>
    (await handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)))[0];

  it("is paid once when the shopper confirms again: the same event, never a second charge", async () => {
    const { order, product, clientSecret } = await pendingOrder(sandbox, { stock: 2 });
    expect(await confirmAndDie(clientSecret)).toBe("the process died here");
    const charge = await chargeOf(order.paymentIntentId!);
    expect(charge).toMatchObject({ status: "succeeded", amountCents: order.totalCents });
    expect(await orderNow(order.id)).toMatchObject({ status: "pending_payment" });

    // Even a card that would be declined: the payment was taken already.
    const again = await confirmSandboxPayment(deps(), {
      clientSecret,
      card: { ...card, number: "4000 0000 0000 0002" },
    });
    expect(again).toEqual({ status: "succeeded", orderNumber: order.number });
    expect(await orderNow(order.id)).toMatchObject({ status: "paid" });
    expect(await eventsOf(order.id)).toEqual([expect.objectContaining({ id: charge!.eventId })]);
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect(await chargeOf(order.paymentIntentId!)).toEqual(charge);
    expect(await stockOf(handle.db, product.id)).toBe(1);
  });

  it("is found by the sweeper when the shopper never comes back: paid, its stock never released", async () => {
    const { order, product, clientSecret } = await pendingOrder(sandbox, { stock: 1 });
    expect(await confirmAndDie(clientSecret)).toBe("the process died here");

    expect(await sweep(sandbox)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid", cancelledAt: null });
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect(await stockOf(handle.db, product.id)).toBe(0);
    expect(await buyAgain(product)).toMatch(/out of stock/i);
  });

  it("cannot be taken once the sweeper cancelled it, even while its order still looks pending", async () => {
    const { order, product, clientSecret } = await pendingOrder(sandbox, { stock: 3 });
    // The sweeper's first step: the payment is cancelled at the provider …
    await sandbox.cancelPayment(order.paymentIntentId!);
    // … and a confirmation racing it finds the payment cancelled.
    expect(await confirmSandboxPayment(deps(), { clientSecret, card })).toEqual({
      status: "failed",
      orderNumber: order.number,
      problem: "canceled",
    });
    expect(await sweep(sandbox)).toBe(1);
    expect(await orderNow(order.id)).toMatchObject({ status: "cancelled", paidAt: null });
    expect(await stockOf(handle.db, product.id)).toBe(3);
    expect(
      await handle.db
        .select()
        .from(sandboxPayments)
        .where(
          and(eq(sandboxPayments.paymentId, order.paymentIntentId!), eq(sandboxPayments.status, "succeeded")),
        ),
    ).toEqual([]);
  });
});

describe("at start", () => {
  const settle = (provider: PaymentProvider) =>
    settleTakenPayments(handle.db, new Date(), { provider, logger: silentLogger, links });

  it("pays the orders whose payment the provider took before the crash, long before their reservation ends", async () => {
    const taken = await pendingOrder(stripe, { stock: 2 });
    const waiting = await pendingOrder(stripe, { stock: 2 });
    fake.settle(taken.order.paymentIntentId!, "succeeded");

    expect(await settle(stripe)).toBe(1);
    expect(await orderNow(taken.order.id)).toMatchObject({ status: "paid", reservedUntil: null });
    expect(await receiptsOf(taken.order.id)).toHaveLength(1);
    expect(await stockOf(handle.db, taken.product.id)).toBe(1);
    // An order still waiting for its shopper keeps waiting: nothing cancelled, nothing released.
    expect(await orderNow(waiting.order.id)).toMatchObject({ status: "pending_payment" });
    expect(fake.intents.get(waiting.order.paymentIntentId!)!.status).not.toBe("canceled");

    // Starting again changes nothing; the late webhook neither.
    expect(await settle(stripe)).toBe(0);
    expect(await receiptsOf(taken.order.id)).toHaveLength(1);
  });

  it("leaves the order to the webhook and the sweeper when the provider cannot be asked", async () => {
    const { order } = await pendingOrder(stripe, { stock: 2 });
    fake.settle(order.paymentIntentId!, "succeeded");
    const unreachable: PaymentProvider = {
      ...stripe,
      paymentStatus: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    expect(await settle(unreachable)).toBe(0);
    expect(await orderNow(order.id)).toMatchObject({ status: "pending_payment" });
  });
});
