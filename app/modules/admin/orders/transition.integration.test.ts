import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  orders,
  orderStatusChanges,
  outboxEmails,
  stockMovements,
  type OrderStatus,
} from "~/db/schema";
import { createShopper, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { stockOf } from "~tests/support/checkout";
import { handlePaymentEvent, REFUND_NEEDED_MESSAGE } from "~/modules/orders/payment-events.server";
import { refundLatePayment } from "./late-payment-refund.server";
import type { PaymentProvider, RefundInput } from "~/modules/payments/provider";
import { sandboxProvider } from "~/modules/payments/sandbox.server";
import { insertPaidOrder } from "~tests/support/paid-orders";
import { canTransition, targetStatuses } from "./status-machine";
import { changeOrderStatus, type TransitionDeps } from "./transition.server";
import type { TransitionFields } from "./transition-schema";

const silent = pino({ level: "silent" });
const links = { publicUrl: "http://shop.test", secret: "x".repeat(40) };
const handle = testDatabase({ catalogue: true });
let db: Database;
let admin: TestShopper;

beforeAll(async () => {
  db = handle.db;
  admin = await createShopper(handle, { isAdmin: true });
});

/** The sandbox, recording every refund it is asked for. */
function recordingProvider(options: { fail?: boolean } = {}) {
  const sandbox = sandboxProvider({ authSecret: "s".repeat(40), db });
  const asked: RefundInput[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    async refundPayment(input) {
      asked.push(input);
      if (options.fail) throw new Error("card network down");
      return sandbox.refundPayment(input);
    },
  };
  return { provider, asked };
}

const deps = (provider = recordingProvider().provider): TransitionDeps => ({
  db,
  logger: silent,
  provider,
  links,
});
const change = (number: string, input: TransitionFields, using = deps()) =>
  changeOrderStatus(using, admin, number, input);

const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const changesOf = (orderId: string) =>
  db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId));
const auditOf = (orderId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, orderId)));
const movementsOf = (orderId: string) =>
  db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId));

const shipment = { carrier: "UPS", trackingNumber: "1Z999AA10123456784" };

describe("changing an order's status", () => {
  const fromStatuses: OrderStatus[] = [
    "pending_payment",
    "paid",
    "processing",
    "shipped",
    "delivered",
    "cancelled",
    "refunded",
  ];
  const pairs = fromStatuses.flatMap((from) => targetStatuses.map((to) => [from, to] as const));

  it.each(pairs)("%s → %s changes the order only along an allowed edge", async (from, to) => {
    const { order } = await insertPaidOrder(db, { status: from });
    const outcome = await change(order.number, { from, to, ...(to === "shipped" ? shipment : {}) });
    const after = await orderOf(order.id);
    if (canTransition(from, to)) {
      expect(outcome).toMatchObject({ status: "changed", order: { status: to } });
      expect(after.status).toBe(to);
      expect(await changesOf(order.id)).toMatchObject([
        { fromStatus: from, toStatus: to, actorId: admin.id },
      ]);
      expect(await auditOf(order.id)).toMatchObject([
        { action: "order.status", actorId: admin.id, actorEmail: admin.email, before: { status: from } },
      ]);
    } else {
      expect(outcome).toEqual({ status: "not-allowed" });
      expect(after).toEqual(order);
      expect(await changesOf(order.id)).toEqual([]);
      expect(await auditOf(order.id)).toEqual([]);
    }
  });

  it("changes nothing when the order moved since the admin saw it", async () => {
    const { order } = await insertPaidOrder(db, { status: "processing" });
    expect(await change(order.number, { from: "paid", to: "processing" })).toEqual({
      status: "stale",
      current: "processing",
    });
    expect(await changesOf(order.id)).toEqual([]);
  });

  it("answers not-found for an unknown or malformed number", async () => {
    expect(await change("ST-AAAAAAAA", { from: "paid", to: "processing" })).toEqual({ status: "not-found" });
    expect(await change("nonsense", { from: "paid", to: "processing" })).toEqual({ status: "not-found" });
  });

  it("changes the order once when two admins click at once", async () => {
    const { order } = await insertPaidOrder(db);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => change(order.number, { from: "paid", to: "processing" })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "changed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === "stale")).toHaveLength(4);
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });
});

describe("shipping", () => {
  it("keeps the carrier and tracking number and e-mails the shopper once, in the order's language", async () => {
    const { order } = await insertPaidOrder(db, { status: "processing", language: "es" });
    await change(order.number, { from: "processing", to: "shipped", ...shipment, note: "Caja azul" });
    expect(await changesOf(order.id)).toMatchObject([
      { toStatus: "shipped", ...shipment, note: "Caja azul" },
    ]);
    expect((await auditOf(order.id))[0]!.after).toEqual({
      status: "shipped",
      ...shipment,
      note: "Caja azul",
    });
    const emails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, order.email));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.dedupeKey).toBe(`shipped:${order.id}`);
    expect(email!.subject).toBe(`Tu pedido de Sweet Trip ${order.number} ya está en camino`);
    expect(email!.text).toContain("Transportista: UPS");
    expect(email!.text).toContain("Número de seguimiento: 1Z999AA10123456784");
    expect(email!.text).toMatch(
      new RegExp(`http://shop\\.test/order-confirmation/${order.number}\\?token=[A-Za-z0-9_-]+`),
    );
  });
});

describe("cancelling or refunding a paid order", () => {
  it.each([
    ["refunded", "refund"],
    ["cancelled", "cancellation"],
  ] as const)(
    "%s: refunds through the provider and puts the stock back with ledger rows",
    async (to, reason) => {
      const { order, products } = await insertPaidOrder(db, { quantities: [2, 3] });
      const { provider, asked } = recordingProvider();
      const outcome = await change(
        order.number,
        { from: "paid", to, note: "Asked by phone" },
        deps(provider),
      );
      expect(outcome).toMatchObject({ status: "changed" });
      expect(asked).toEqual([
        {
          paymentId: order.paymentIntentId,
          orderId: order.id,
          orderNumber: order.number,
          idempotencyKey: `refund:${order.id}`,
        },
      ]);
      const after = await orderOf(order.id);
      expect(after).toMatchObject({ status: to, providerRefundId: expect.stringMatching(/^sbx_re_/) });
      expect(after.refundedAt).toBeInstanceOf(Date);
      expect(after.cancelledAt !== null).toBe(to === "cancelled");
      expect(await stockOf(db, products[0]!.id)).toBe(12);
      expect(await stockOf(db, products[1]!.id)).toBe(13);
      const movements = await movementsOf(order.id);
      expect(
        movements
          .map(({ productId, change, stockAfter, reason, actorId }) => ({
            productId,
            change,
            stockAfter,
            reason,
            actorId,
          }))
          .sort((a, b) => a.change - b.change),
      ).toEqual([
        { productId: products[0]!.id, change: 2, stockAfter: 12, reason, actorId: admin.id },
        { productId: products[1]!.id, change: 3, stockAfter: 13, reason, actorId: admin.id },
      ]);
      expect(await changesOf(order.id)).toMatchObject([
        { fromStatus: "paid", toStatus: to, note: "Asked by phone" },
      ]);
      expect((await auditOf(order.id))[0]).toMatchObject({
        before: { status: "paid", refundedAt: null, providerRefundId: null },
        after: { status: to, providerRefundId: after.providerRefundId, note: "Asked by phone" },
      });
    },
  );

  it("restores the stock once when refunds and cancels are repeated or raced, with one refund key", async () => {
    const { order, products } = await insertPaidOrder(db, { status: "processing", quantities: [4] });
    const { provider, asked } = recordingProvider();
    const using = deps(provider);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        change(order.number, { from: "processing", to: index % 2 ? "refunded" : "cancelled" }, using),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "changed")).toHaveLength(1);
    expect(new Set(asked.map((input) => input.idempotencyKey))).toEqual(new Set([`refund:${order.id}`]));
    // And once more, afterwards.
    expect(await change(order.number, { from: "processing", to: "refunded" }, using)).toMatchObject({
      status: "stale",
    });
    expect(await stockOf(db, products[0]!.id)).toBe(14);
    expect(await movementsOf(order.id)).toHaveLength(1);
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it("changes nothing when the provider refuses the refund or is not the order's", async () => {
    const { order, products } = await insertPaidOrder(db);
    const failing = recordingProvider({ fail: true });
    expect(await change(order.number, { from: "paid", to: "refunded" }, deps(failing.provider))).toEqual({
      status: "refund-failed",
    });
    const { order: stripeOrder } = await insertPaidOrder(db, { provider: "stripe" });
    const sandbox = recordingProvider();
    expect(
      await change(stripeOrder.number, { from: "paid", to: "cancelled" }, deps(sandbox.provider)),
    ).toEqual({
      status: "refund-failed",
    });
    expect(sandbox.asked).toEqual([]);
    expect(await orderOf(order.id)).toEqual(order);
    expect(await orderOf(stripeOrder.id)).toEqual(stripeOrder);
    expect(await stockOf(db, products[0]!.id)).toBe(10);
    expect(await movementsOf(order.id)).toEqual([]);
  });
});

describe("a replacement sent for a return (decision 096)", () => {
  /** A replacement as a return's decision leaves it: paid nothing, no payment id, provider `replacement`. */
  async function replacementOrder(status: OrderStatus = "paid") {
    const { order, products } = await insertPaidOrder(db, { status, quantities: [2] });
    const [replacement] = await db
      .update(orders)
      .set({
        paymentProvider: "replacement",
        paymentIntentId: null,
        subtotalCents: 0,
        shippingCents: 0,
        totalCents: 0,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: replacement!, products };
  }

  it("is never refunded: nothing was paid for it", async () => {
    const { order } = await replacementOrder();
    const { provider, asked } = recordingProvider();
    expect(await change(order.number, { from: "paid", to: "refunded" }, deps(provider))).toEqual({
      status: "not-allowed",
    });
    expect(asked).toEqual([]);
    expect(await orderOf(order.id)).toEqual(order);
  });

  it("is cancelled without any money moving: its stock goes back, once", async () => {
    const { order, products } = await replacementOrder("processing");
    const { provider, asked } = recordingProvider();
    const outcome = await change(
      order.number,
      { from: "processing", to: "cancelled", note: "Sent twice by mistake" },
      deps(provider),
    );
    expect(outcome).toMatchObject({ status: "changed", order: { status: "cancelled" } });
    expect(asked).toEqual([]);
    expect(await orderOf(order.id)).toMatchObject({
      status: "cancelled",
      refundedAt: null,
      providerRefundId: null,
    });
    expect(await stockOf(db, products[0]!.id)).toBe(12);
    expect(await movementsOf(order.id)).toEqual([
      expect.objectContaining({ change: 2, reason: "cancellation" }),
    ]);
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({ after: { status: "cancelled", refundedAt: null, providerRefundId: null } });
    expect(await change(order.number, { from: "processing", to: "cancelled" }, deps(provider))).toMatchObject(
      {
        status: "stale",
      },
    );
    expect(await stockOf(db, products[0]!.id)).toBe(12);
  });
});

describe("a refund the provider reports (Stripe's charge.refunded)", () => {
  const refundEvent = (id: string, paymentId: string) =>
    ({ id, provider: "stripe", type: "payment.refunded", paymentId, refundId: "re_dashboard" }) as const;

  it("refunds a paid order and puts the stock back once, however often it arrives", async () => {
    const { order, products } = await insertPaidOrder(db, { provider: "stripe", quantities: [3] });
    const event = refundEvent("evt_refund_1", order.paymentIntentId!);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => handlePaymentEvent({ db, logger: silent, links }, event)),
    );
    expect(outcomes.sort()).toEqual(["duplicate", "duplicate", "duplicate", "refunded"]);
    // A second event id for the same refund (Stripe sends one per refund update).
    expect(
      await handlePaymentEvent(
        { db, logger: silent, links },
        refundEvent("evt_refund_2", order.paymentIntentId!),
      ),
    ).toBe("ignored");
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", providerRefundId: "re_dashboard" });
    expect(await stockOf(db, products[0]!.id)).toBe(13);
    expect(await movementsOf(order.id)).toMatchObject([{ change: 3, reason: "refund", actorId: null }]);
    expect(await changesOf(order.id)).toMatchObject([
      { fromStatus: "paid", toStatus: "refunded", actorId: null },
    ]);
  });

  it("and an admin's refund of the same order meet once, in either order", async () => {
    const first = await insertPaidOrder(db, { quantities: [2] });
    await handlePaymentEvent(
      { db, logger: silent, links },
      refundEvent("evt_refund_3", first.order.paymentIntentId!),
    );
    expect(await change(first.order.number, { from: "paid", to: "refunded" })).toEqual({
      status: "stale",
      current: "refunded",
    });
    expect(await stockOf(db, first.products[0]!.id)).toBe(12);

    const second = await insertPaidOrder(db, { quantities: [2] });
    await change(second.order.number, { from: "paid", to: "cancelled" });
    expect(
      await handlePaymentEvent(
        { db, logger: silent, links },
        refundEvent("evt_refund_4", second.order.paymentIntentId!),
      ),
    ).toBe("ignored");
    expect(await orderOf(second.order.id)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(db, second.products[0]!.id)).toBe(12);
    expect(await movementsOf(second.order.id)).toHaveLength(1);
  });

  it("only records the refund of an order that already shipped: its goods are not back", async () => {
    const { order, products } = await insertPaidOrder(db, { status: "shipped", quantities: [1] });
    expect(
      await handlePaymentEvent(
        { db, logger: silent, links },
        refundEvent("evt_refund_5", order.paymentIntentId!),
      ),
    ).toBe("refund-recorded");
    expect(await orderOf(order.id)).toMatchObject({ status: "shipped", providerRefundId: "re_dashboard" });
    expect(await stockOf(db, products[0]!.id)).toBe(10);
  });
});

describe("refunding a payment that came after the order was cancelled", () => {
  it("gives it back once, keeps the order cancelled and moves no stock", async () => {
    const { order, products } = await insertPaidOrder(db, { status: "cancelled" });
    await db
      .update(orders)
      .set({ paymentError: REFUND_NEEDED_MESSAGE, cancelledAt: new Date() })
      .where(eq(orders.id, order.id));
    const { provider, asked } = recordingProvider();
    const outcomes = await Promise.all([
      refundLatePayment(deps(provider), admin, order.number),
      refundLatePayment(deps(provider), admin, order.number),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["not-allowed", "refunded"]);
    expect(new Set(asked.map((input) => input.idempotencyKey))).toEqual(new Set([`refund:${order.id}`]));
    expect(await orderOf(order.id)).toMatchObject({
      status: "cancelled",
      paymentError: null,
      providerRefundId: expect.stringMatching(/^sbx_re_/),
    });
    expect(await stockOf(db, products[0]!.id)).toBe(10);
    expect(await movementsOf(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toMatchObject([
      { action: "order.refund", after: { paymentError: null } },
    ]);
    expect(await refundLatePayment(deps(provider), admin, order.number)).toEqual({ status: "not-allowed" });
  });

  it("refuses an order that was never paid, or a paid one (that is a refund step)", async () => {
    const { order: unpaid } = await insertPaidOrder(db, { status: "pending_payment" });
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, unpaid.id));
    const { order: paid } = await insertPaidOrder(db);
    const { provider, asked } = recordingProvider();
    expect(await refundLatePayment(deps(provider), admin, unpaid.number)).toEqual({ status: "not-allowed" });
    expect(await refundLatePayment(deps(provider), admin, paid.number)).toEqual({ status: "not-allowed" });
    expect(asked).toEqual([]);
  });
});
