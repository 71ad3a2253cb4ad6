import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { coupons, orders, outboxEmails, products } from "~/db/schema";
import {
  checkoutBody,
  fakeProvider,
  newCoupon,
  newProduct,
  prepare,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import type { PaymentEvent } from "~/modules/payments/provider";
import { orderForViewer } from "./order-view.server";
import { orderEmailToken } from "./order-token.server";
import { AMOUNT_MISMATCH_MESSAGE, handlePaymentEvent, REFUND_NEEDED_MESSAGE } from "./payment-events.server";
import { sweepExpiredReservations } from "./sweeper.server";

const handle = testDatabase({ catalogue: true });
const provider = fakeProvider();
const links = { publicUrl: "https://shop.example", secret: "a-secret-of-at-least-32-characters!!" };
const events = () => ({ db: handle.db, logger: silentLogger, links });

/** A pending order for a new product of `stock` (price $10), bought `quantity` at a time. */
async function pendingOrder(
  options: { stock?: number; quantity?: number; token?: string; coupon?: string } = {},
) {
  const product = await newProduct(handle.db, options.stock ?? 5);
  const quantity = options.quantity ?? 1;
  const amount = options.coupon ? 900 * quantity + 599 : 1000 * quantity + 599;
  const answer = await prepare(
    { db: handle.db, provider, logger: silentLogger },
    checkoutBody([{ product, quantity }], amount, options.coupon ?? null),
    options.token,
  );
  const order = await orderByNumber(answer.orderNumber);
  return { product, order, answer };
}

async function orderByNumber(number: string) {
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, number));
  return order!;
}

const event = (type: PaymentEvent["type"], paymentId: string, id = randomUUID()): PaymentEvent => ({
  id,
  provider: "sandbox",
  type,
  paymentId,
});

const receiptsOf = (orderId: string) =>
  handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, `receipt:${orderId}`));

describe("payment events", () => {
  it("never honours a payment whose amount or currency is not the order's: the order stays unpaid, flagged", async () => {
    const { order, product } = await pendingOrder();
    const short = {
      ...event("payment.succeeded", order.paymentIntentId!),
      amount: { cents: 1, currency: "usd" },
    };
    expect(await handlePaymentEvent(events(), short)).toBe("amount-mismatch");
    const euros = {
      ...event("payment.succeeded", order.paymentIntentId!),
      amount: { cents: order.totalCents, currency: "eur" },
    };
    expect(await handlePaymentEvent(events(), euros)).toBe("amount-mismatch");
    const flagged = await orderByNumber(order.number);
    expect(flagged).toMatchObject({
      status: "pending_payment",
      paidAt: null,
      paymentError: AMOUNT_MISMATCH_MESSAGE,
    });
    expect(await receiptsOf(order.id)).toHaveLength(0);

    // The right amount (as the providers report it) pays it as usual.
    const exact = {
      ...event("payment.succeeded", order.paymentIntentId!),
      amount: { cents: order.totalCents, currency: "USD" },
    };
    expect(await handlePaymentEvent(events(), exact)).toBe("paid");
    expect(await stockOf(handle.db, product.id)).toBe(4);
  });

  it("marks the order paid, final and receipted once, however often the event arrives", async () => {
    const coupon = await newCoupon(handle.db, { usageLimit: 5 });
    const { order, product } = await pendingOrder({ coupon: coupon.code });
    const succeeded = event("payment.succeeded", order.paymentIntentId!);

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => handlePaymentEvent(events(), succeeded)),
    );
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(19);

    const paid = await orderByNumber(order.number);
    expect(paid).toMatchObject({ status: "paid", reservedUntil: null });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(handle.db, product.id)).toBe(4);
    const [stored] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.timesUsed).toBe(1);

    const receipts = await receiptsOf(order.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Your Sweet Trip order ${order.number}`);
    expect(receipts[0]!.to).toBe("ana@example.com");
    const link = `https://shop.example/order-confirmation/${order.number}?token=${orderEmailToken(links.secret, order.id)}`;
    expect(receipts[0]!.text).toContain(link);
    expect(receipts[0]!.text).toContain(`Discount (${coupon.code}): -$1.00`);
    expect(receipts[0]!.text).toContain("Total: $14.99");
    expect(receipts[0]!.text).toContain(`1 × ${product.name}`);
    expect(receipts[0]!.text).toContain("1 Candy Lane");

    // The same success under another event id (the sandbox and a webhook both reporting it).
    expect(await handlePaymentEvent(events(), event("payment.succeeded", order.paymentIntentId!))).toBe(
      "ignored",
    );
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it("writes the receipt in the order's language, naming the products as they were bought", async () => {
    const product = await newProduct(handle.db, 5);
    await handle.db.update(products).set({ nameEs: "Caramelo de prueba" }).where(eq(products.id, product.id));
    const answer = await prepare(
      { db: handle.db, provider, logger: silentLogger },
      checkoutBody([{ product, quantity: 2 }], 2 * 1000 + 599),
      undefined,
      undefined,
      "es",
    );
    const order = await orderByNumber(answer.orderNumber);
    // Renamed between the purchase and the payment: the receipt keeps the name the shopper saw.
    await handle.db.update(products).set({ nameEs: "Otro nombre" }).where(eq(products.id, product.id));

    expect(await handlePaymentEvent(events(), event("payment.succeeded", order.paymentIntentId!))).toBe(
      "paid",
    );
    const [receipt] = await receiptsOf(order.id);
    expect(receipt!.subject).toBe(`Tu pedido de Sweet Trip ${order.number}`);
    expect(receipt!.text).toContain("2 × Caramelo de prueba");
    expect(receipt!.text).not.toContain(product.name);
    expect(receipt!.text).toContain("Envío: $5.99");
  });

  it("keeps a declined order pending with the provider's message, and ignores a failure after success", async () => {
    const { order } = await pendingOrder();
    const failed = {
      ...event("payment.failed", order.paymentIntentId!),
      failureMessage: "Your card was declined.",
    };
    expect(await handlePaymentEvent(events(), failed)).toBe("failure-recorded");
    expect(await orderByNumber(order.number)).toMatchObject({
      status: "pending_payment",
      paymentError: "Your card was declined.",
    });

    expect(await handlePaymentEvent(events(), event("payment.succeeded", order.paymentIntentId!))).toBe(
      "paid",
    );
    expect(await handlePaymentEvent(events(), event("payment.failed", order.paymentIntentId!))).toBe(
      "ignored",
    );
    expect(await orderByNumber(order.number)).toMatchObject({ status: "paid", paymentError: null });
  });

  it("releases the stock of a cancelled payment", async () => {
    const { order, product } = await pendingOrder({ stock: 5, quantity: 2 });
    expect(await stockOf(handle.db, product.id)).toBe(3);
    expect(await handlePaymentEvent(events(), event("payment.canceled", order.paymentIntentId!))).toBe(
      "cancelled",
    );
    expect(await stockOf(handle.db, product.id)).toBe(5);
    expect((await orderByNumber(order.number)).status).toBe("cancelled");
  });

  it("honours a payment that arrives after expiry when the stock is still there", async () => {
    const { order, product } = await pendingOrder({ stock: 5, quantity: 2 });
    await sweepExpiredReservations(handle.db, new Date(Date.now() + 31 * 60_000));
    expect(await stockOf(handle.db, product.id)).toBe(5);

    expect(await handlePaymentEvent(events(), event("payment.succeeded", order.paymentIntentId!))).toBe(
      "paid",
    );
    expect(await orderByNumber(order.number)).toMatchObject({ status: "paid", cancelledAt: null });
    expect(await stockOf(handle.db, product.id)).toBe(3);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it("never oversells for a late payment: the order stays cancelled and is marked for a refund", async () => {
    const { order, product } = await pendingOrder({ stock: 1 });
    await sweepExpiredReservations(handle.db, new Date(Date.now() + 31 * 60_000));
    // Someone else bought the last one meanwhile.
    await handle.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));

    expect(await handlePaymentEvent(events(), event("payment.succeeded", order.paymentIntentId!))).toBe(
      "paid-after-cancel-refund-needed",
    );
    const late = await orderByNumber(order.number);
    expect(late).toMatchObject({ status: "cancelled", paymentError: REFUND_NEEDED_MESSAGE });
    expect(late.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(handle.db, product.id)).toBe(0);
    expect(await receiptsOf(order.id)).toHaveLength(0);
  });

  it("ignores an event for a payment it does not know, once", async () => {
    const unknown = event("payment.succeeded", "sbx_pi_nobody");
    expect(await handlePaymentEvent(events(), unknown)).toBe("unknown-payment");
    expect(await handlePaymentEvent(events(), unknown)).toBe("duplicate");
  });

  it("counts a coupon's uses within its limit across 30 concurrent payments", async () => {
    const product = await newProduct(handle.db, 100);
    const coupon = await newCoupon(handle.db, { usageLimit: 10 });
    const prepared = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        prepare(
          { db: handle.db, provider, logger: silentLogger },
          checkoutBody([{ product, quantity: 1 }], 900 + 599, coupon.code),
        ),
      ),
    );
    const accepted = prepared.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(accepted).toHaveLength(10);
    const payments = await Promise.all(
      accepted.map(async (answer) => (await orderByNumber(answer.orderNumber)).paymentIntentId!),
    );
    await Promise.all(
      payments.map((paymentId) => handlePaymentEvent(events(), event("payment.succeeded", paymentId))),
    );
    const [stored] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.timesUsed).toBe(10);

    const refused = await prepare(
      { db: handle.db, provider, logger: silentLogger },
      checkoutBody([{ product, quantity: 1 }], 900 + 599, coupon.code),
    ).catch((error: Error) => error.message);
    expect(refused).toBe("Coupon usage limit exceeded");
  });

  it("never counts a coupon past its limit, even for a payment that arrives when it is used up", async () => {
    const coupon = await newCoupon(handle.db, { usageLimit: 3 });
    const { order } = await pendingOrder({ coupon: coupon.code });
    await handle.db.update(coupons).set({ timesUsed: 3 }).where(eq(coupons.id, coupon.id));
    expect(await handlePaymentEvent(events(), event("payment.succeeded", order.paymentIntentId!))).toBe(
      "paid",
    );
    const [stored] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.timesUsed).toBe(3);
  });
});

describe("reservation expiry", () => {
  it("releases the stock of unpaid orders past their time, once, on any number of sweepers", async () => {
    const { order, product } = await pendingOrder({ stock: 5, quantity: 3 });
    expect(await sweepExpiredReservations(handle.db, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await stockOf(handle.db, product.id)).toBe(2);

    const later = new Date(Date.now() + 31 * 60_000);
    const swept = await Promise.all(
      Array.from({ length: 4 }, () => sweepExpiredReservations(handle.db, later, { provider })),
    );
    expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(handle.db, product.id)).toBe(5);
    expect((await orderByNumber(order.number)).status).toBe("cancelled");
    expect(provider.cancelled).toContain(order.paymentIntentId);
  });
});

describe("orderForViewer", () => {
  it("shows the order to the browser that placed it, its buyer and its e-mail link; to no one else", async () => {
    const { order, product } = await pendingOrder({ token: "owner-browser" });
    const view = await orderForViewer(handle.db, order.number, { checkoutToken: "owner-browser" });
    expect(view).toMatchObject({
      number: order.number,
      status: "pending_payment",
      subtotalCents: 1000,
      shippingCents: 599,
      totalCents: 1599,
      shippingAddress: expect.objectContaining({ city: "Austin", firstName: "Ana" }),
      lines: [expect.objectContaining({ productName: product.name, quantity: 1, lineTotalCents: 1000 })],
    });

    const token = orderEmailToken(links.secret, order.id);
    const asLink = await orderForViewer(
      handle.db,
      order.number,
      { emailToken: token },
      { secret: links.secret },
    );
    expect(asLink?.number).toBe(order.number);

    for (const stranger of [{}, { checkoutToken: "another-browser" }, { userId: "someone" }]) {
      expect(await orderForViewer(handle.db, order.number, stranger, { secret: links.secret })).toBeNull();
    }
    expect(
      await orderForViewer(handle.db, order.number, { emailToken: `${token}x` }, { secret: links.secret }),
    ).toBeNull();
    expect(await orderForViewer(handle.db, "ST-ZZZZZZZZ", { checkoutToken: "owner-browser" })).toBeNull();
  });

  it("says how long an unpaid order holds its stock: its own hold, shorter for a big order (decision 036)", async () => {
    const usual = await pendingOrder({ token: "usual-cart" });
    expect(
      await orderForViewer(handle.db, usual.order.number, { checkoutToken: "usual-cart" }),
    ).toMatchObject({
      holdMinutes: 30,
    });
    const product = await newProduct(handle.db, 50);
    const big = await prepare(
      { db: handle.db, provider, logger: silentLogger, reservationMinutes: 10 },
      checkoutBody([{ product, quantity: 12 }], 12 * 1000),
      "big-cart",
    );
    expect(await orderForViewer(handle.db, big.orderNumber, { checkoutToken: "big-cart" })).toMatchObject({
      holdMinutes: 10,
    });
    await handlePaymentEvent(
      events(),
      event("payment.succeeded", (await orderByNumber(big.orderNumber)).paymentIntentId!),
    );
    expect(await orderForViewer(handle.db, big.orderNumber, { checkoutToken: "big-cart" })).toMatchObject({
      status: "paid",
      holdMinutes: null,
    });
  });
});
