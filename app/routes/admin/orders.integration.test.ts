import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orders, orderStatusChanges } from "~/db/schema";
import { insertPaidOrder } from "~tests/support/paid-orders";
import { stockOf } from "~tests/support/checkout";
import {
  createShopper,
  emailsTo,
  postForm,
  requestAs,
  testContext,
  type TestShopper,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { loader as exportLoader } from "./orders[.]csv";
import { action as orderAction, loader as orderLoader } from "./orders.$number";
import { loader as listLoader } from "./orders";

const handle = testDatabase({ catalogue: true });
let db: Database;
let admin: TestShopper;

// A day of its own, far from the seeded orders' days, so the date filter sees only these.
const DAY = "2031-05-04";
const at = (hour: number) => new Date(`${DAY}T${String(hour).padStart(2, "0")}:00:00.000Z`);

beforeAll(async () => {
  db = handle.db;
  admin = await createShopper(handle, { isAdmin: true });
});

const list = async (query: string) => {
  const answer = await callRoute(
    listLoader,
    requestAs(admin.cookie, `/admin/orders${query}`),
    testContext(handle),
  );
  expect(answer.status).toBe(200);
  return answer.data;
};

describe("the orders list", () => {
  it("finds orders by status, day range, e-mail or number, newest first, 20 a page", async () => {
    const made = [];
    for (let hour = 0; hour < 22; hour += 1) {
      made.push(
        (
          await insertPaidOrder(db, {
            createdAt: at(hour),
            status: hour % 2 ? "shipped" : "paid",
            email: `list-${hour}@example.com`,
            quantities: [1],
          })
        ).order,
      );
    }
    const day = await list(`?from=${DAY}&to=${DAY}`);
    expect(day.list.total).toBe(22);
    expect(day.list.pageCount).toBe(2);
    expect(day.list.orders).toHaveLength(20);
    expect(day.list.orders[0]).toMatchObject({
      number: made[21]!.number,
      email: "list-21@example.com",
      customerName: "Ada Lovelace",
      itemCount: 1,
      totalCents: 1599,
      status: "shipped",
    });
    const second = await list(`?from=${DAY}&to=${DAY}&page=2`);
    expect(second.list.orders.map((order) => order.number)).toEqual([made[1]!.number, made[0]!.number]);
    // A page past the last shows the last.
    expect((await list(`?from=${DAY}&to=${DAY}&page=9`)).list.page).toBe(2);

    expect((await list(`?from=${DAY}&to=${DAY}&status=paid`)).list.total).toBe(11);
    expect((await list(`?q=LIST-7@example`)).list.orders.map((order) => order.number)).toEqual([
      made[7]!.number,
    ]);
    expect(
      (await list(`?q=${made[3]!.number.toLowerCase()}`)).list.orders.map((order) => order.number),
    ).toEqual([made[3]!.number]);
    // "%" is searched for, not a wildcard.
    expect((await list(`?q=%25`)).list.total).toBe(0);
    // The next day has none of them.
    expect((await list(`?from=2031-05-05`)).list.total).toBe(0);
  });
});

describe("an order's page", () => {
  const post = (number: string, fields: Record<string, string>) =>
    callRoute(
      orderAction,
      postForm(`/admin/orders/${number}`, fields, { cookie: admin.cookie }),
      testContext(handle),
      { number },
    );
  const load = (number: string) =>
    callRoute(orderLoader, requestAs(admin.cookie, `/admin/orders/${number}`), testContext(handle), {
      number,
    });

  it("answers 404 for an order that does not exist", async () => {
    expect((await load("ST-AAAAAAAA")).status).toBe(404);
    expect((await load("not-a-number")).status).toBe(404);
  });

  it("shows the order with its next steps, and its history with who made each step", async () => {
    const { order } = await insertPaidOrder(db, { couponCode: "SWEET10" });
    const before = await load(order.number);
    expect(before.status).toBe(200);
    expect(before.headers.get("Cache-Control")).toBe("private, no-store");
    expect(before.data.order).toMatchObject({
      number: order.number,
      status: "paid",
      couponCode: "SWEET10",
      customer: null,
      nextStatuses: ["processing", "cancelled", "refunded"],
      payment: { provider: "sandbox", paymentId: order.paymentIntentId, refundId: null },
    });
    expect(before.data.order.lines).toHaveLength(2);

    expect(await post(order.number, { intent: "status", from: "paid", to: "processing" })).toMatchObject({
      status: 200,
      data: { status: "changed", to: "processing" },
    });
    const after = (await load(order.number)).data.order;
    expect(after.history.map((event) => event.status)).toEqual(["pending_payment", "paid", "processing"]);
    expect(after.history[2]!.details).toMatchObject({ byShop: false, actorEmail: admin.email });
    expect(after.nextStatuses).toEqual(["shipped", "cancelled", "refunded"]);
  });

  it("refuses a shipment without carrier or tracking number with field messages, and changes nothing", async () => {
    const { order } = await insertPaidOrder(db, { status: "processing" });
    const answer = await post(order.number, {
      intent: "status",
      from: "processing",
      to: "shipped",
      carrier: " ",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      status: "invalid",
      errors: { carrier: "required", trackingNumber: "required" },
    });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("processing");
    expect(await emailsTo(handle, order.email)).toEqual([]);
  });

  it("ships with the carrier and tracking number and e-mails the shopper once", async () => {
    const { order } = await insertPaidOrder(db, { status: "processing" });
    const fields = {
      intent: "status",
      from: "processing",
      to: "shipped",
      carrier: "DHL",
      trackingNumber: "JD0146",
    };
    expect((await post(order.number, fields)).status).toBe(200);
    // The same click again (a second tab): the order moved, nothing more happens.
    expect(await post(order.number, fields)).toMatchObject({
      status: 409,
      data: { status: "stale", current: "shipped" },
    });
    const emails = await emailsTo(handle, order.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("JD0146");
    expect((await load(order.number)).data.order.shipment).toEqual({
      carrier: "DHL",
      trackingNumber: "JD0146",
    });
    expect(
      await db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id)),
    ).toHaveLength(1);
  });

  it("refunds through the sandbox and puts the stock back", async () => {
    const { order, products } = await insertPaidOrder(db, { quantities: [3] });
    expect(
      await post(order.number, { intent: "status", from: "paid", to: "refunded", note: "Damaged box" }),
    ).toMatchObject({ status: 200, data: { status: "changed", to: "refunded" } });
    expect(await stockOf(db, products[0]!.id)).toBe(13);
    const page = (await load(order.number)).data.order;
    expect(page.payment.refundId).toMatch(/^sbx_re_/);
    expect(page.history.at(-1)!.details).toMatchObject({ note: "Damaged box", actorEmail: admin.email });
    expect(page.nextStatuses).toEqual([]);
  });

  it("gives back a payment that came after the order was cancelled, once", async () => {
    const { order } = await insertPaidOrder(db, { status: "cancelled" });
    expect((await load(order.number)).data.order).toMatchObject({
      latePaymentRefundable: true,
      nextStatuses: [],
    });
    expect(await post(order.number, { intent: "refund-payment" })).toMatchObject({
      status: 200,
      data: { status: "payment-refunded" },
    });
    expect(await post(order.number, { intent: "refund-payment" })).toMatchObject({
      status: 409,
      data: { status: "not-allowed" },
    });
    const page = (await load(order.number)).data.order;
    expect(page).toMatchObject({ status: "cancelled", latePaymentRefundable: false });
    expect(page.payment.refundId).toMatch(/^sbx_re_/);
  });

  it("refuses a step off the status machine (409) and an unknown intent (400)", async () => {
    const { order } = await insertPaidOrder(db);
    expect(await post(order.number, { intent: "status", from: "paid", to: "delivered" })).toMatchObject({
      status: 409,
      data: { status: "not-allowed" },
    });
    expect((await post(order.number, { intent: "noop" })).status).toBe(400);
    expect((await post("ST-AAAAAAAA", { intent: "status", from: "paid", to: "processing" })).status).toBe(
      404,
    );
  });
});

describe("the CSV export", () => {
  it("downloads the filtered orders, safe to open in a spreadsheet", async () => {
    const day = "2031-06-01";
    const { order } = await insertPaidOrder(db, {
      createdAt: new Date(`${day}T10:00:00Z`),
      email: "=cmd|'/c calc'!A1@example.com",
      quantities: [2],
    });
    await db
      .update(orders)
      .set({
        shippingAddress: { ...order.shippingAddress, firstName: "@SUM(1+1)", lastName: 'Dr "Quote", Jr' },
      })
      .where(eq(orders.id, order.id));
    await insertPaidOrder(db, { createdAt: new Date("2031-06-02T10:00:00Z") });

    const answer = await callRoute(
      exportLoader,
      requestAs(admin.cookie, `/admin/orders.csv?from=${day}&to=${day}`),
      testContext(handle),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="sweet-trip-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await answer.response!.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"number","created_at","status","email",/);
    expect(lines[1]).toContain(
      `"${order.number}","2031-06-01T10:00:00.000Z","paid","'=cmd|'/c calc'!A1@example.com"`,
    );
    expect(lines[1]).toContain(`"'@SUM(1+1) Dr ""Quote"", Jr"`);
    expect(lines[1]).toContain(',2,20,0,5.99,25.99,"USD",');
  });
});
