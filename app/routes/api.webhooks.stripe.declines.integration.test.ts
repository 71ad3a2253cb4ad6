import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "~tests/support/database";
import { testContext } from "~tests/support/accounts";
import { startFakeStripe, type FakeStripe } from "~tests/support/fake-stripe";
import type { DatabaseHandle } from "~/db/client.server";
import { orders } from "~/db/schema";
import { checkoutBody, newProduct, prepare, silentLogger, stockOf } from "~tests/support/checkout";
import { callRoute } from "~tests/support/routes";
import { action as createPaymentIntent } from "./api.create-payment-intent";
import { stripeClient, stripeProvider } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/api.webhooks.stripe";
import { action } from "./api.webhooks.stripe";

/**
 * Card testing with Stripe (decision 037): the browser confirms with Stripe directly, so the shop
 * hears of each decline from `payment_intent.payment_failed` and stops a card tester by cancelling
 * the PaymentIntents at Stripe (the local fake of its HTTP API), which then refuses any further
 * confirmation, and by refusing new checkouts.
 */

vi.mock("~/services.server", () => ({
  services: async () => ({ authSecret: "x".repeat(40), env: { PUBLIC_URL: "http://shop.test" } }),
}));

let fake: FakeStripe;

const WEBHOOK_SECRET = "whsec_test_declines";
const SETTINGS = {
  RATE_LIMITS: "on",
  PAYMENTS: "stripe",
  STRIPE_SECRET_KEY: "sk_test_declines",
  STRIPE_PUBLISHABLE_KEY: "pk_test_declines",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let handle: DatabaseHandle;
beforeAll(async () => {
  fake = await startFakeStripe();
  handle = await createTestDatabase({ catalogue: true });
});
afterAll(async () => {
  await handle.close();
  await fake.close();
});

const stripe = () => stripeProvider(stripeClient(SETTINGS.STRIPE_SECRET_KEY, fake.endpoint));

/** An order prepared from `clientIp`, its PaymentIntent created at the fake Stripe. */
async function preparedOrder(clientIp: string) {
  const product = await newProduct(handle.db, 5, 1000);
  const { orderNumber } = await prepare(
    { db: handle.db, provider: stripe(), logger: silentLogger },
    checkoutBody([{ product, quantity: 2 }], 2599),
    undefined,
    clientIp,
  );
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, orderNumber));
  return { product, order: order! };
}

let events = 0;
/** Stripe telling the shop that a confirmation of `paymentId` was declined. */
async function declined(paymentId: string) {
  const body = JSON.stringify({
    id: `evt_decline_${++events}`,
    object: "event",
    type: "payment_intent.payment_failed",
    data: {
      object: {
        id: paymentId,
        object: "payment_intent",
        last_payment_error: { code: "card_declined", message: "Your card was declined." },
      },
    },
  });
  const request = new Request("http://shop.test/api/webhooks/stripe", {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    },
  });
  // Stripe's webhook comes from Stripe's address, not the shopper's: the order keeps the client.
  // The shop's provider, pointed at the fake Stripe (its HTTP boundary).
  const context = testContext(handle, { clientIp: "3.18.12.63", settings: SETTINGS, payments: stripe() });
  const response = await action({ request, params: {}, context } as unknown as Route.ActionArgs);
  expect(response.status).toBe(200);
}

const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const intentStatus = (paymentId: string) => fake.intents.get(paymentId)?.status;

describe("payment_intent.payment_failed webhooks", () => {
  it("cancel an order and its PaymentIntent at Stripe after 3 declines, its stock back", async () => {
    const { product, order } = await preparedOrder("192.0.2.71");
    const paymentId = order.paymentIntentId!;
    await declined(paymentId);
    await declined(paymentId);
    expect((await orderOf(order.id)).status).toBe("pending_payment");
    expect(intentStatus(paymentId)).toBe("requires_payment_method");

    await declined(paymentId);
    expect(await orderOf(order.id)).toMatchObject({ status: "cancelled", clientIp: null });
    expect(intentStatus(paymentId)).toBe("canceled");
    expect(await stockOf(handle.db, product.id)).toBe(5);
    // Stripe's own cancellation event, when it comes, changes nothing more.
  });

  it("stop a client after 5 in an hour: its unpaid orders cancelled at Stripe, its next checkout refused", async () => {
    const client = "192.0.2.72";
    const first = await preparedOrder(client);
    const second = await preparedOrder(client);
    const third = await preparedOrder(client);
    for (let attempt = 1; attempt <= 3; attempt++) await declined(first.order.paymentIntentId!);
    await declined(second.order.paymentIntentId!);
    expect((await orderOf(third.order.id)).status).toBe("pending_payment");

    await declined(second.order.paymentIntentId!);
    for (const { order, product } of [second, third]) {
      expect((await orderOf(order.id)).status).toBe("cancelled");
      expect(intentStatus(order.paymentIntentId!)).toBe("canceled");
      expect(await stockOf(handle.db, product.id)).toBe(5);
    }

    const product = await newProduct(handle.db, 5, 1000);
    const refused = (
      await callRoute(
        createPaymentIntent,
        new Request("https://shop.example/api/create-payment-intent", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: "https://shop.example",
            Cookie: "site-lang=es",
          },
          body: JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599)),
        }),
        testContext(handle, {
          clientIp: client,
          settings: { ...SETTINGS, PUBLIC_URL: "https://shop.example" },
          payments: stripe(),
        }),
      )
    ).response!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      error: "Demasiados pagos rechazados. Vuelve a intentarlo dentro de 60 minutos.",
    });
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });
});
