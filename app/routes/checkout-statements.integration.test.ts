import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderLines, orders, outboxEmails } from "~/db/schema";
import { testContext } from "~tests/support/accounts";
import { checkoutBody, newProduct, stockOf } from "~tests/support/checkout";
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
  return { prepare, payment, product, orderNumber };
}

// Before decision 099: 9 and 12 statements without limits (the bench's sale rows), 14 and 13 with.
const AT_MOST = {
  off: { prepare: 5, payment: 6 },
  on: { prepare: 7, payment: 7 },
};

describe("statements a sale-day buyer sends (decision 099)", () => {
  it.each([
    ["off", "192.0.2.31"],
    ["on", "192.0.2.32"],
  ] as const)(
    "with RATE_LIMITS=%s: a prepared order and its payment stay within their bound",
    async (rateLimits, clientIp) => {
      const { prepare, payment, product, orderNumber } = await saleBuyer(rateLimits, clientIp);
      // Listed when they fail, so a new statement is seen at once.
      expect(prepare.length, prepare.join("\n")).toBeLessThanOrEqual(AT_MOST[rateLimits].prepare);
      expect(payment.length, payment.join("\n")).toBeLessThanOrEqual(AT_MOST[rateLimits].payment);
      // The same work done: one unit taken, the order paid with its line, its receipt queued once.
      expect(await stockOf(handle.db, product.id)).toBe(49);
      const [order] = await handle.db.select().from(orders).where(eq(orders.number, orderNumber));
      expect(order).toMatchObject({ status: "paid", paymentProvider: "sandbox", clientIp: null });
      const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines).toMatchObject([{ productId: product.id, quantity: 1, unitPriceCents: 1000 }]);
      const receipts = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.dedupeKey, `receipt:${order!.id}`));
      expect(receipts).toHaveLength(1);
    },
  );
});
