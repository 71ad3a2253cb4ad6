import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, outboxEmails } from "~/db/schema";
import { testContext } from "~tests/support/accounts";
import { checkoutBody, newProduct, stockOf } from "~tests/support/checkout";
import { countStatements } from "~tests/support/counted-statements";
import { openDatabase, queryRows, type DatabaseHandle } from "~/db/client.server";
import { priceBreakdown } from "~/modules/pricing/pricing";
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

async function saleBuyer(
  rateLimits: "on" | "off",
  clientIp: string,
  through: DatabaseHandle = handle,
  products = 1,
) {
  const counted = countStatements(through);
  const context = () => testContext(counted.handle, { settings: { RATE_LIMITS: rateLimits }, clientIp });
  const bought = await Promise.all(Array.from({ length: products }, () => newProduct(handle.db, 50, 1000)));
  const product = bought[0]!;
  const lines = bought.map((each) => ({ product: each, quantity: 1 }));
  const amount = priceBreakdown(lines.map(() => ({ unitPriceCents: 1000, quantity: 1 }))).totalCents;

  counted.reset();
  const prepared = await callRoute(
    createPaymentIntent,
    new Request(`${ORIGIN}/api/create-payment-intent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(checkoutBody(lines, amount)),
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

/**
 * On PostgreSQL the buyer's statements are named (decision 109): parsed once per connection and
 * kept there, each one statement whatever the cart holds, so that their number stays bounded;
 * with DATABASE_STATEMENTS=unnamed none is kept.
 */
describe("the statements of a sale-day buyer on PostgreSQL", () => {
  /** One connection each, so that what they keep is seen on that connection. */
  const opened: Partial<Record<"named" | "unnamed", DatabaseHandle>> = {};
  beforeAll(async () => {
    if (handle.kind !== "postgres") return;
    const url = String(handle.pool.options.connectionString);
    for (const statements of ["named", "unnamed"] as const)
      opened[statements] = await openDatabase({ kind: "postgres", url, maxConnections: 1, statements });
  });
  afterAll(async () => {
    for (const each of Object.values(opened)) await each.close();
  });
  const kept = async (through: DatabaseHandle) =>
    (
      await queryRows<{ name: string }>(
        through.db,
        sql`select name from pg_prepared_statements order by name`,
      )
    )
      .map(({ name }) => name.replace(/:[0-9a-f]{8}$/, ""))
      .sort();

  it.runIf(process.env.DATABASE_URL)(
    "are kept under their names, one each, carts of one and of three",
    async () => {
      const named = opened.named!;
      // Past PostgreSQL's five custom plans, where it may switch to a generic one.
      for (let buyer = 0; buyer < 7; buyer++) await saleBuyer("off", "192.0.2.33", named, 1 + (buyer % 3));
      await saleBuyer("on", "192.0.2.34", named, 2);
      expect(await kept(named)).toEqual([
        "checkout-locks",
        "checkout-locks",
        "checkout-order",
        "checkout-order-touches",
        "checkout-order-touches",
        "order-status",
        "payment-event-order",
        "payment-paid",
        "sandbox-charge",
      ]);
    },
  );

  it.runIf(process.env.DATABASE_URL)("are unnamed with DATABASE_STATEMENTS=unnamed", async () => {
    const unnamed = opened.unnamed!;
    await saleBuyer("off", "192.0.2.35", unnamed, 2);
    expect(await kept(unnamed)).toEqual([]);
  });
});
