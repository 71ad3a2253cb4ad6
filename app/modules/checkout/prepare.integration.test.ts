import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "~tests/support/database";
import { coupons, orderLines, orders, products } from "~/db/schema";
import {
  checkoutBody,
  countOrders,
  fakeProvider,
  newCoupon,
  newProduct,
  prepare,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import { CheckoutRefusal } from "./prepare.server";
import { newOrderNumber, ORDER_NUMBER_PATTERN } from "./order-number.server";
import type * as OrderNumbers from "./order-number.server";

// The real numbers, unless a test draws one that is taken.
vi.mock("./order-number.server", async (importOriginal) => {
  const real = await importOriginal<typeof OrderNumbers>();
  return { ...real, newOrderNumber: vi.fn(real.newOrderNumber) };
});

const handle = testDatabase({ catalogue: true });
const provider = fakeProvider();
const deps = () => ({ db: handle.db, provider, logger: silentLogger });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the checkout was accepted"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(CheckoutRefusal);
      return error as CheckoutRefusal;
    },
  );

describe("prepareCheckout", () => {
  it("creates a pending order priced from the database, reserves its stock and creates the payment", async () => {
    const product = await newProduct(handle.db, 10, 1250);
    const answer = await prepare(deps(), checkoutBody([{ product, quantity: 2 }], 2 * 1250 + 599));

    expect(answer.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(answer.amount).toBe(3099);
    const [order] = await handle.db.select().from(orders).where(eq(orders.number, answer.orderNumber));
    expect(order).toMatchObject({
      status: "pending_payment",
      subtotalCents: 2500,
      shippingCents: 599,
      totalCents: 3099,
      paymentIntentId: `fake_pi_${order!.id}`,
      email: "ana@example.com",
    });
    expect(answer.clientSecret).toBe(`fake_pi_${order!.id}_secret`);
    expect(order!.reservedUntil!.getTime() - order!.createdAt.getTime()).toBe(30 * 60_000);
    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([
      expect.objectContaining({
        productName: product.name,
        productSlug: product.slug,
        unitPriceCents: 1250,
        quantity: 2,
      }),
    ]);
    expect(await stockOf(handle.db, product.id)).toBe(8);
  });

  it("draws another number when the first is taken, and takes the stock and writes the lines once", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const first = await prepare(deps(), checkoutBody([{ product, quantity: 1 }], 1599));
    vi.mocked(newOrderNumber).mockReturnValueOnce(first.orderNumber);

    const second = await prepare(deps(), checkoutBody([{ product, quantity: 2 }], 2 * 1000 + 599));
    expect(second.orderNumber).not.toBe(first.orderNumber);
    expect(await stockOf(handle.db, product.id)).toBe(7);
    const [order] = await handle.db.select().from(orders).where(eq(orders.number, second.orderNumber));
    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toMatchObject([{ productId: product.id, quantity: 2 }]);
    expect(order).toMatchObject({
      totalCents: 2599,
      isGift: false,
      giftRecipientName: null,
      giftWrapped: false,
    });
  });

  it("names each line as bought, in the order's language", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    await handle.db.update(products).set({ nameEs: "Caramelo de prueba" }).where(eq(products.id, product.id));
    const linesOf = async (language: "en" | "es") => {
      const answer = await prepare(
        deps(),
        checkoutBody([{ product, quantity: 1 }], 1599),
        undefined,
        undefined,
        language,
      );
      const [order] = await handle.db.select().from(orders).where(eq(orders.number, answer.orderNumber));
      expect(order!.language).toBe(language);
      return handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    };
    expect((await linesOf("es")).map((line) => line.productName)).toEqual(["Caramelo de prueba"]);
    expect((await linesOf("en")).map((line) => line.productName)).toEqual([product.name]);
  });

  it("sums two lines of one product before checking the stock", async () => {
    const product = await newProduct(handle.db, 3);
    const refused = await refusal(
      prepare(
        deps(),
        checkoutBody(
          [
            { product, quantity: 2 },
            { product, quantity: 2 },
          ],
          4000 + 599,
        ),
      ),
    );
    expect(refused.message).toBe(`Only 3 of ${product.name} left`);
    expect(await stockOf(handle.db, product.id)).toBe(3);

    const answer = await prepare(
      deps(),
      checkoutBody(
        [
          { product, quantity: 1 },
          { product, quantity: 2 },
        ],
        3599,
      ),
    );
    const lines = await handle.db
      .select({ quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.number, answer.orderNumber));
    expect(lines).toEqual([{ quantity: 3 }]);
    expect(await stockOf(handle.db, product.id)).toBe(0);
  });

  it("refuses a stale amount with the server's total and changes nothing", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const before = await countOrders(handle.db);
    const refused = await refusal(prepare(deps(), checkoutBody([{ product, quantity: 1 }], 999)));
    expect(refused.status).toBe(409);
    expect(refused.amount).toBe(1599);
    expect(await countOrders(handle.db)).toBe(before);
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });

  it("ignores the browser's line prices", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const body = checkoutBody([{ product: { ...product, priceCents: 1 }, quantity: 1 }], 1599);
    expect(body.cartItems[0]!.price).toBe(0.01);
    const answer = await prepare(deps(), body);
    expect(answer.amount).toBe(1599);
  });

  it("refuses an inactive product by name", async () => {
    const product = await newProduct(handle.db, 5);
    await handle.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${product.id}`);
    const refused = await refusal(prepare(deps(), checkoutBody([{ product, quantity: 1 }], 1599)));
    expect(refused.message).toBe(`${product.name} is no longer available`);
  });

  it("applies a coupon from the database and refuses a used-up one with the spec's message", async () => {
    const product = await newProduct(handle.db, 5, 7000);
    const answer = await prepare(deps(), checkoutBody([{ product, quantity: 1 }], 6300, " sweet10 "));
    const [order] = await handle.db.select().from(orders).where(eq(orders.number, answer.orderNumber));
    expect(order).toMatchObject({
      discountCents: 700,
      shippingCents: 0,
      totalCents: 6300,
      couponCode: "SWEET10",
    });

    const refused = await refusal(prepare(deps(), checkoutBody([{ product, quantity: 1 }], 5250, "SOLDOUT")));
    expect(refused.message).toBe("Coupon usage limit exceeded");
  });

  it("refuses a total a card cannot pay (under $0.50), reserving nothing; $0.50 is prepared", async () => {
    const product = await newProduct(handle.db, 5, 7000);
    const free = await newCoupon(handle.db, { discountValue: 100 });
    const before = await countOrders(handle.db);
    const refused = await refusal(prepare(deps(), checkoutBody([{ product, quantity: 1 }], 0, free.code)));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      "A card cannot pay a total under $0.50. Add to your order or remove the coupon.",
    );
    expect(await countOrders(handle.db)).toBe(before);
    expect(await stockOf(handle.db, product.id)).toBe(5);
    const [unused] = await handle.db.select().from(coupons).where(eq(coupons.id, free.id));
    expect(unused!.timesUsed).toBe(0);

    // 99% of $60.00 leaves 60 cents, and free shipping: a card can pay that.
    const cheap = await newProduct(handle.db, 5, 6000);
    const almost = await newCoupon(handle.db, { discountValue: 99 });
    const answer = await prepare(deps(), checkoutBody([{ product: cheap, quantity: 1 }], 60, almost.code));
    expect(answer.amount).toBe(60);
  });

  it("replaces the browser's earlier unpaid order: its stock comes back and its payment is cancelled", async () => {
    const product = await newProduct(handle.db, 4);
    const token = "browser-replacing";
    const first = await prepare(deps(), checkoutBody([{ product, quantity: 3 }], 3599), token);
    expect(await stockOf(handle.db, product.id)).toBe(1);
    // Only 1 left for strangers, but this browser's own hold is given back first.
    const second = await prepare(deps(), checkoutBody([{ product, quantity: 4 }], 4599), token);
    expect(await stockOf(handle.db, product.id)).toBe(0);

    const [old] = await handle.db.select().from(orders).where(eq(orders.number, first.orderNumber));
    expect(old).toMatchObject({ status: "cancelled", reservedUntil: null });
    expect(provider.cancelled).toContain(old!.paymentIntentId);
    expect(await countOrders(handle.db, sql`checkout_token = ${token} AND status = 'pending_payment'`)).toBe(
      1,
    );
    expect(second.orderNumber).not.toBe(first.orderNumber);
  });

  it("holds stock once when one browser prepares many times at once", async () => {
    const product = await newProduct(handle.db, 10);
    const token = "browser-double-clicking";
    const body = checkoutBody([{ product, quantity: 3 }], 3599);
    await Promise.all(Array.from({ length: 10 }, () => prepare(deps(), body, token)));
    expect(await countOrders(handle.db, sql`checkout_token = ${token} AND status = 'pending_payment'`)).toBe(
      1,
    );
    expect(await stockOf(handle.db, product.id)).toBe(7);
  });

  it("lets exactly the stock's worth of 50 concurrent buyers reserve, never below zero", async () => {
    const product = await newProduct(handle.db, 5);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => prepare(deps(), checkoutBody([{ product, quantity: 1 }], 1599))),
    );
    const accepted = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const reason of refused) expect((reason as Error).message).toBe(`${product.name} is out of stock`);
    expect(await stockOf(handle.db, product.id)).toBe(0);
    expect(
      await countOrders(
        handle.db,
        sql`id IN (SELECT order_id FROM order_lines WHERE product_id = ${product.id}) AND status = 'pending_payment'`,
      ),
    ).toBe(5);
  });

  it("promises the last uses of a coupon once among 30 concurrent buyers", async () => {
    const product = await newProduct(handle.db, 100, 1000);
    const coupon = await newCoupon(handle.db, { usageLimit: 10, discountValue: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        prepare(deps(), checkoutBody([{ product, quantity: 1 }], 1000 - 100 + 599, coupon.code)),
      ),
    );
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    for (const reason of refused) expect((reason as Error).message).toBe("Coupon usage limit exceeded");
    expect(await stockOf(handle.db, product.id)).toBe(90);
    const [stored] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.timesUsed).toBe(0);
  });
});
