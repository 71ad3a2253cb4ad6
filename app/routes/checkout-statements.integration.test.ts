import { describe, expect, it } from "vitest";
import { testContext } from "~tests/support/accounts";
import { checkoutBody, newProduct } from "~tests/support/checkout";
import { countStatements } from "~tests/support/counted-statements";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { action as createPaymentIntent } from "./api.create-payment-intent";
import { loader as orderStatus } from "./api.orders.status";
import { action as confirmSandboxPayment } from "./api.payments.sandbox.confirm";

/**
 * What a sale-day buyer costs the database, counted in statements (round trips, a transaction's
 * begin and end included): on the embedded database each costs 1–1.5 ms whatever it does, so
 * their number sets what a checkout costs (decision 099). A buyer as the bench's sale rows make
 * one: a guest prepares an order of one product, then pays with the sandbox's test card and its
 * page asks the order's status once.
 */

const handle = testDatabase({ catalogue: true });

const ORIGIN = "http://shop.test";

async function saleBuyer(rateLimits: "on" | "off", clientIp: string) {
  const counted = countStatements(handle);
  const context = () => testContext(counted.handle, { settings: { RATE_LIMITS: rateLimits }, clientIp });
  const product = await newProduct(handle.db, 50, 1000);

  counted.reset();
  const prepared = await callRoute(
    createPaymentIntent,
    new Request(`${ORIGIN}/api/create-payment-intent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599)),
    }),
    context(),
  );
  expect(prepared.status).toBe(200);
  const prepare = [...counted.sent];
  const { clientSecret, orderNumber } = prepared.data as { clientSecret: string; orderNumber: string };

  counted.reset();
  const confirmed = await callRoute(
    confirmSandboxPayment,
    new Request(`${ORIGIN}/api/payments/sandbox/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: prepared.cookie },
      body: JSON.stringify({
        clientSecret,
        card: { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" },
      }),
    }),
    context(),
  );
  expect(confirmed.data).toEqual({ status: "succeeded" });
  const status = await callRoute(
    orderStatus,
    new Request(`${ORIGIN}/api/orders/${orderNumber}/status`, { headers: { Cookie: prepared.cookie } }),
    context(),
    { number: orderNumber },
  );
  expect(status.data).toEqual({ status: "paid", paymentError: null });
  const payment = [...counted.sent];
  return { prepare, payment };
}

describe("statements a sale-day buyer sends", () => {
  it.each([
    ["off", "192.0.2.31"],
    ["on", "192.0.2.32"],
  ] as const)("with RATE_LIMITS=%s", async (rateLimits, clientIp) => {
    const { prepare, payment } = await saleBuyer(rateLimits, clientIp);
    console.log(
      handle.kind,
      rateLimits,
      prepare.length,
      payment.length,
      "\n" + prepare.join("\n") + "\n---\n" + payment.join("\n"),
    );
  });
});
