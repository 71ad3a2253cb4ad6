import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { prepareOrderAs } from "~tests/support/orders";
import { callRoute } from "~tests/support/routes";
import { orders, type OrderStatus } from "~/db/schema";
import { checkoutBody, fakeProvider, newProduct, prepare, silentLogger } from "~tests/support/checkout";
import { listOrdersForUser, ORDERS_PAGE_SIZE } from "~/modules/orders/order-history.server";
import { loader as listLoader } from "./orders";
import { loader as detailLoader } from "./orders.$number";

const handle = testDatabase({ catalogue: true });
let product: Awaited<ReturnType<typeof newProduct>>;
const provider = fakeProvider();
const now = new Date();
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

beforeAll(async () => {
  product = await newProduct(handle.db, 10_000, 1000);
});

/**
 * An order of `quantity` × $10 (+ $5.99 shipping) for `owner`, placed `placedMinutesAgo`, then
 * brought to `status` as the shop would have.
 */
async function placeOrder(
  owner: TestShopper | null,
  options: { quantity?: number; placedMinutesAgo?: number; status?: OrderStatus; paid?: boolean } = {},
) {
  const quantity = options.quantity ?? 1;
  const { orderNumber } = await prepare(
    { db: handle.db, provider, logger: silentLogger },
    checkoutBody([{ product, quantity }], 1000 * quantity + 599),
  );
  const createdAt = minutesAgo(options.placedMinutesAgo ?? 0);
  const status = options.status ?? "paid";
  const paid = options.paid ?? !["pending_payment", "cancelled"].includes(status);
  await handle.db
    .update(orders)
    .set({
      userId: owner?.id ?? null,
      createdAt,
      status,
      paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
      cancelledAt: status === "cancelled" ? new Date(createdAt.getTime() + 120_000) : null,
      // An unpaid order holds its stock for 30 minutes from when it was placed.
      reservedUntil: status === "pending_payment" ? new Date(createdAt.getTime() + 30 * 60_000) : null,
    })
    .where(eq(orders.number, orderNumber));
  return { number: orderNumber, quantity, totalCents: 1000 * quantity + 599, createdAt };
}

const listPage = (cookie: string | null, query = "") =>
  callRoute(listLoader, requestAs(cookie, `/orders${query}`), testContext(handle));

const detailPage = (cookie: string | null, number: string) =>
  callRoute(detailLoader, requestAs(cookie, `/orders/${number}`), testContext(handle), { number });

describe("order history", () => {
  it("lists only the shopper's own orders, newest first, with their item count and total", async () => {
    const ana = await createShopper(handle);
    const bob = await createShopper(handle);
    const older = await placeOrder(ana, { quantity: 2, placedMinutesAgo: 300 });
    const newer = await placeOrder(ana, { quantity: 3, placedMinutesAgo: 100, status: "shipped" });
    await placeOrder(bob, { placedMinutesAgo: 200 });
    await placeOrder(null, { placedMinutesAgo: 50 });

    const history = await listOrdersForUser(handle.db, ana.id, 1, now);
    expect(history).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(history.orders).toEqual([
      {
        number: newer.number,
        status: "shipped",
        createdAt: newer.createdAt.toISOString(),
        itemCount: 3,
        totalCents: 3599,
        currency: "usd",
      },
      {
        number: older.number,
        status: "paid",
        createdAt: older.createdAt.toISOString(),
        itemCount: 2,
        totalCents: 2599,
        currency: "usd",
      },
    ]);
  });

  it("splits the history into pages of 10; a page past the end shows the last one", async () => {
    const shopper = await createShopper(handle);
    const placed = [];
    for (let index = 0; index < ORDERS_PAGE_SIZE + 2; index++) {
      placed.push(await placeOrder(shopper, { placedMinutesAgo: 1000 - index }));
    }
    const newestFirst = placed.reverse().map((order) => order.number);

    const first = await listOrdersForUser(handle.db, shopper.id, 1, now);
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.orders.map((order) => order.number)).toEqual(newestFirst.slice(0, 10));
    const second = await listOrdersForUser(handle.db, shopper.id, 2, now);
    expect(second.orders.map((order) => order.number)).toEqual(newestFirst.slice(10));
    expect(await listOrdersForUser(handle.db, shopper.id, 99, now)).toMatchObject({ page: 2 });

    const { data, headers } = await listPage(shopper.cookie, "?page=2");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.history.page).toBe(2);
    expect(data.history.orders.map((order) => order.number)).toEqual(newestFirst.slice(10));
    // Nonsense is the first page.
    expect((await listPage(shopper.cookie, "?page=abc")).data.history.page).toBe(1);
  });

  it("leaves out checkout attempts that were never paid, keeps every order that was", async () => {
    const shopper = await createShopper(handle);
    const awaiting = await placeOrder(shopper, { status: "pending_payment", placedMinutesAgo: 5 });
    // Reservation ran out, not swept yet: it can no longer be paid.
    await placeOrder(shopper, { status: "pending_payment", placedMinutesAgo: 45 });
    // Replaced by a later Prepare Payment, or released when its reservation expired.
    await placeOrder(shopper, { status: "cancelled", placedMinutesAgo: 60 });
    const paidThenCancelled = await placeOrder(shopper, {
      status: "cancelled",
      paid: true,
      placedMinutesAgo: 70,
    });
    const refunded = await placeOrder(shopper, { status: "refunded", placedMinutesAgo: 80 });

    const history = await listOrdersForUser(handle.db, shopper.id, 1, now);
    expect(history.orders.map((order) => [order.number, order.status])).toEqual([
      [awaiting.number, "pending_payment"],
      [paidThenCancelled.number, "cancelled"],
      [refunded.number, "refunded"],
    ]);
  });

  it("is empty for a shopper without orders (the page shows the spec's empty state)", async () => {
    const shopper = await createShopper(handle);
    const { data } = await listPage(shopper.cookie);
    expect(data.history).toEqual({ orders: [], total: 0, page: 1, pageCount: 1 });
  });

  it("sends a signed-out visitor to sign in first", async () => {
    const anonymous = await listPage(null, "?page=2");
    expect(anonymous.thrown).toBe(true);
    expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent("/orders?page=2")}`);
  });
});

describe("an order's page", () => {
  it("shows the owner the lines, amounts, address, coupon and status history", async () => {
    const shopper = await createShopper(handle);
    const order = await placeOrder(shopper, { quantity: 2, placedMinutesAgo: 10 });

    const { data, headers, thrown } = await detailPage(shopper.cookie, order.number);
    expect(thrown).toBe(false);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.order).toMatchObject({
      number: order.number,
      status: "paid",
      lines: [{ productName: product.name, quantity: 2, unitPriceCents: 1000, lineTotalCents: 2000 }],
      subtotalCents: 2000,
      shippingCents: 599,
      totalCents: 2599,
      couponCode: null,
      shippingAddress: { address: "1 Candy Lane", city: "Austin", zipCode: "78701" },
    });
    expect(data.order.history.map((event) => event.status)).toEqual(["pending_payment", "paid"]);
    expect(data.order.history[0]!.at).toBe(order.createdAt.toISOString());
  });

  it("is not found for another shopper, for an unknown number and for nonsense", async () => {
    const owner = await createShopper(handle);
    const stranger = await createShopper(handle);
    const order = await placeOrder(owner);

    for (const [cookie, number] of [
      [stranger.cookie, order.number],
      [owner.cookie, "ST-ZZZZZZZZ"],
      [owner.cookie, "not-an-order"],
    ] as const) {
      const answer = await detailPage(cookie, number);
      expect(answer, number).toMatchObject({ thrown: true, status: 404 });
    }
  });

  it("sends a signed-out visitor to sign in, without telling whether the order exists", async () => {
    const order = await placeOrder(await createShopper(handle));
    const known = await detailPage(null, order.number);
    const unknown = await detailPage(null, "ST-ZZZZZZZZ");
    expect(known.status).toBe(302);
    expect(unknown.status).toBe(302);
    expect(known.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("placing an order while signed in", () => {
  it("puts the order in the shopper's history; a guest's order stays out of it", async () => {
    const shopper = await createShopper(handle);
    const place = (cookie: string | null) => prepareOrderAs(handle, cookie, product);

    const own = await place(shopper.cookie);
    await place(null);
    const history = await listOrdersForUser(handle.db, shopper.id, 1);
    expect(history.orders.map((order) => [order.number, order.status])).toEqual([[own, "pending_payment"]]);
  });
});
