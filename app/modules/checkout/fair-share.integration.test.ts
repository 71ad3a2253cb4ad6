import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { createShopper } from "~tests/support/accounts";
import { orders } from "~/db/schema";
import { CLIENT_HOLD_LIMITS, UNPAID_UNITS_PER_CLIENT } from "~/modules/rate-limits/client-limits.server";
import {
  checkoutBody,
  fakeProvider,
  newCoupon,
  newProduct,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import { checkoutRequestSchema } from "./checkout-schema";
import { CheckoutRefusal, prepareCheckout } from "./prepare.server";

/** No hoarding (decision 036): the per-order limit, the per-client bound, shorter holds, coupon holds. */

const handle = testDatabase({ catalogue: true });
const provider = fakeProvider();

type Product = Awaited<ReturnType<typeof newProduct>>;
interface Shopper {
  ip: string;
  token?: string;
  userId?: string | null;
  coupon?: string | null;
  /** false: RATE_LIMITS=off. */
  limits?: boolean;
}

let nextAddress = 1;
/** An address of its own, so that tests never share a client. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/**
 * Prepares the lines for the shopper. The browser's amount is the server's (a first try with 0
 * is answered with the server's total): these tests are about what may be held, not prices.
 */
async function order(lines: { product: Product; quantity: number }[], shopper: Shopper) {
  const attempt = (amount: number) =>
    prepareCheckout(
      {
        db: handle.db,
        provider,
        logger: silentLogger,
        clientLimits: shopper.limits === false ? null : CLIENT_HOLD_LIMITS,
      },
      {
        request: checkoutRequestSchema.parse(checkoutBody(lines, amount, shopper.coupon ?? null)),
        checkoutToken: shopper.token ?? randomUUID(),
        userId: shopper.userId ?? null,
        language: "en",
        clientIp: shopper.ip,
      },
    );
  try {
    return await attempt(0);
  } catch (error) {
    if (error instanceof CheckoutRefusal && error.text.key === "checkout.refusal.pricesChanged") {
      return attempt(error.amount!);
    }
    throw error;
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the checkout was accepted"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(CheckoutRefusal);
      return error as CheckoutRefusal;
    },
  );

/** `count` new products with plenty of stock. */
const plenty = (count: number) =>
  Promise.all(Array.from({ length: count }, () => newProduct(handle.db, 100, 500)));

async function holdMinutesOf(orderNumber: string): Promise<number> {
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, orderNumber));
  return (row!.reservedUntil!.getTime() - row!.createdAt.getTime()) / 60_000;
}

describe("the per-order limit", () => {
  it("refuses more of a product than its limit, with or without per-client limits, reserving nothing", async () => {
    const [product] = await plenty(1);
    for (const limits of [true, false]) {
      const refused = await refusal(
        order([{ product: product!, quantity: 13 }], { ip: newAddress(), limits }),
      );
      expect(refused.message).toBe(`You can buy at most 12 of ${product!.name} per order`);
      expect(refused.status).toBe(409);
    }
    expect(await stockOf(handle.db, product!.id)).toBe(100);
    await order([{ product: product!, quantity: 12 }], { ip: newAddress() });
    expect(await stockOf(handle.db, product!.id)).toBe(88);
  });

  it("follows the product's own limit, and says the limit before the stock", async () => {
    const product = await newProduct(handle.db, 3, 500);
    await handle.db.execute(sql`UPDATE products SET max_per_order = 2 WHERE id = ${product.id}`);
    const refused = await refusal(order([{ product, quantity: 99 }], { ip: newAddress() }));
    expect(refused.text).toMatchObject({ key: "checkout.refusal.overLimit", values: { count: 2 } });
  });

  it("counts what the client's other unpaid orders hold of the product", async () => {
    const [product] = await plenty(1);
    const ip = newAddress();
    await order([{ product: product!, quantity: 10 }], { ip });
    const refused = await refusal(order([{ product: product!, quantity: 3 }], { ip }));
    expect(refused.text).toMatchObject({
      key: "checkout.refusal.heldElsewhere",
      values: { held: 10, count: 12 },
    });
    await order([{ product: product!, quantity: 2 }], { ip });
  });
});

describe("the units one client holds unpaid", () => {
  /** 40 units over 4 products, held by the shopper. */
  async function holdForty(shopper: Shopper) {
    const products = await plenty(4);
    await order(
      products.map((product) => ({ product, quantity: 10 })),
      shopper,
    );
  }

  it(`refuses past ${UNPAID_UNITS_PER_CLIENT} units from one address with 429, reserving nothing`, async () => {
    const ip = newAddress();
    await holdForty({ ip });
    const more = await plenty(3);
    const refused = await refusal(
      order(
        more.map((product) => ({ product, quantity: 7 })),
        { ip },
      ), // 21 more: 61
    );
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      "Unpaid orders can hold at most 60 items per shopper. Please complete or wait for your other order.",
    );
    expect(await stockOf(handle.db, more[0]!.id)).toBe(100);
    await order(
      more.map((product, index) => ({ product, quantity: index === 0 ? 6 : 7 })),
      { ip },
    ); // 60
  });

  it("counts the account's unpaid orders from any address", async () => {
    const shopper = await createShopper(handle);
    await holdForty({ ip: newAddress(), userId: shopper.id });
    const more = await plenty(3);
    const refused = await refusal(
      order(
        more.map((product) => ({ product, quantity: 7 })),
        { ip: newAddress(), userId: shopper.id },
      ),
    );
    expect(refused.status).toBe(429);
  });

  it("lets a checkout session prepare again: its own earlier hold is replaced, not counted", async () => {
    const ip = newAddress();
    const token = randomUUID();
    const products = await plenty(5);
    await order(
      products.map((product) => ({ product, quantity: 10 })),
      { ip, token },
    );
    await order(
      products.map((product) => ({ product, quantity: 12 })),
      { ip, token },
    );
    expect(await stockOf(handle.db, products[0]!.id)).toBe(88);
    const [held] = await handle.db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE checkout_token = ${token} AND status = 'pending_payment'`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(held!.n).toBe(1);
  });

  it("lets two shoppers behind one office address each check out a full cart", async () => {
    const office = newAddress();
    const [ana, ben] = await Promise.all([createShopper(handle), createShopper(handle)]);
    const products = await plenty(6);
    const cart = (from: number) =>
      products.slice(from, from + 3).map((product) => ({ product, quantity: 10 }));
    await order(cart(0), { ip: office, userId: ana.id });
    await order(cart(3), { ip: office, userId: ben.id });
    // Together they now hold the address's 60 units: a third must wait until one of them pays.
    const [extra] = await plenty(1);
    await refusal(order([{ product: extra!, quantity: 1 }], { ip: office })).then((refused) =>
      expect(refused.status).toBe(429),
    );
  });

  it("lets a client reserve the last units of one product at a time", async () => {
    const ip = newAddress();
    const [first, second, third] = await Promise.all([
      newProduct(handle.db, 3, 500),
      newProduct(handle.db, 2, 500),
      newProduct(handle.db, 1, 500),
    ]);
    await order([{ product: first, quantity: 3 }], { ip });
    const refused = await refusal(order([{ product: second, quantity: 2 }], { ip }));
    expect(refused.text).toMatchObject({ key: "checkout.refusal.lastUnits", values: { count: 2 } });
    await order([{ product: second, quantity: 1 }], { ip });
    // Two last units in one cart, from a new client: one of them must wait.
    const both = await refusal(
      order(
        [
          { product: second, quantity: 1 },
          { product: third, quantity: 1 },
        ],
        { ip: newAddress() },
      ),
    );
    expect(both.text.key).toBe("checkout.refusal.lastUnits");
    expect(await stockOf(handle.db, third.id)).toBe(1);
  });
});

describe("holds", () => {
  it("shorten as the units a client holds grow", async () => {
    const ip = newAddress();
    const products = await plenty(5);
    const small = await order([{ product: products[0]!, quantity: 10 }], { ip });
    expect(await holdMinutesOf(small.orderNumber)).toBe(30);
    const medium = await order([{ product: products[1]!, quantity: 12 }], { ip }); // 22 held
    expect(await holdMinutesOf(medium.orderNumber)).toBe(20);
    const big = await order(
      products.slice(2).map((product) => ({ product, quantity: 12 })), // 58 held
      { ip },
    );
    expect(await holdMinutesOf(big.orderNumber)).toBe(10);
  });
});

describe("a limited coupon's held use", () => {
  it("is one per client, and freed when its hold expires or is replaced", async () => {
    const coupon = await newCoupon(handle.db, { usageLimit: 5 });
    const [product] = await plenty(1);
    const ip = newAddress();
    const token = randomUUID();
    const line = [{ product: product!, quantity: 1 }];
    const first = await order(line, { ip, token, coupon: coupon.code });

    const refused = await refusal(order(line, { ip, coupon: coupon.code }));
    expect(refused.message).toBe(
      `Your other unpaid order already holds a use of ${coupon.code}. Please complete it, or wait for it to expire, to use the coupon again.`,
    );
    // Without the coupon the same client may order, and so may another client with it.
    await order(line, { ip });
    await order(line, { ip: newAddress(), coupon: coupon.code });
    // Preparing again replaces the session's own hold.
    await order(line, { ip, token, coupon: coupon.code });
    expect(
      await handle.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.number, first.orderNumber)),
    ).toEqual([{ status: "cancelled" }]);
    // Once the hold has run out, the use is free again.
    await handle.db.execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE checkout_token = ${token}`,
    );
    await order(line, { ip, coupon: coupon.code });
  });

  it("no longer lets two addresses use up a limit-5 coupon for everyone", async () => {
    const coupon = await newCoupon(handle.db, { usageLimit: 5 });
    const products = await plenty(3);
    for (const ip of [newAddress(), newAddress()]) {
      await order([{ product: products[0]!, quantity: 1 }], { ip, coupon: coupon.code });
      for (const product of products.slice(1)) {
        await refusal(order([{ product, quantity: 1 }], { ip, coupon: coupon.code }));
      }
    }
    // Two uses held; a third shopper still gets the coupon.
    await order([{ product: products[0]!, quantity: 1 }], { ip: newAddress(), coupon: coupon.code });
  });
});
