import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~tests/support/database";
import { insertPendingOrder } from "~tests/support/orders";
import type { DatabaseHandle } from "~/db/client.server";
import { orders, outboxEmails, paymentDeclines } from "~/db/schema";
import { MAX_ATTEMPTS } from "~/modules/mail/delivery.server";
import { shopFigures } from "./shop-figures.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const minutes = (count: number, from = new Date()) => new Date(from.getTime() + count * 60_000);

describe("shopFigures", () => {
  it("is all zeros for a new shop, every order status named", async () => {
    expect(await shopFigures(handle.db, new Date())).toEqual({
      ordersByStatus: {
        pending_payment: 0,
        paid: 0,
        processing: 0,
        shipped: 0,
        delivered: 0,
        cancelled: 0,
        refunded: 0,
      },
      reservations: { orders: 0, units: 0 },
      overdueReservations: 0,
      declinesLastHour: 0,
      clientsStoppedLastHour: 0,
      outbox: { waiting: 0, oldestWaitingSeconds: 0, givenUp: 0 },
    });
  });

  it("counts orders by status, what unpaid orders hold, declines of the last hour and the outbox", async () => {
    const now = new Date();
    // Three unpaid orders of 2 units each (insertPendingOrder): one whose hold ran out, one paid.
    const held = await insertPendingOrder(handle.db, { paymentId: "pi_a", provider: "sandbox" });
    await insertPendingOrder(handle.db, { paymentId: "pi_b", provider: "sandbox" });
    const overdue = await insertPendingOrder(handle.db, { paymentId: "pi_c", provider: "sandbox" });
    await handle.db
      .update(orders)
      .set({ reservedUntil: minutes(-5, now) })
      .where(eq(orders.id, overdue.id));
    const paid = await insertPendingOrder(handle.db, { paymentId: "pi_d", provider: "sandbox" });
    await handle.db.update(orders).set({ status: "paid", reservedUntil: null }).where(eq(orders.id, paid.id));

    await handle.db.insert(paymentDeclines).values([
      { orderId: held.id, clientIp: "192.0.2.1", provider: "sandbox", declinedAt: minutes(-10, now) },
      {
        orderId: held.id,
        clientIp: "192.0.2.1",
        provider: "sandbox",
        declinedAt: minutes(-5, now),
        clientStopped: true,
      },
      // Older than the hour: not counted.
      { orderId: held.id, clientIp: "192.0.2.1", provider: "sandbox", declinedAt: minutes(-90, now) },
    ]);

    const mail = (dedupeKey: string, values: Partial<typeof outboxEmails.$inferInsert>) => ({
      dedupeKey,
      to: "ada@example.com",
      subject: "Receipt",
      text: "Thanks",
      ...values,
    });
    await handle.db
      .insert(outboxEmails)
      .values([
        mail("waiting-1", { createdAt: minutes(-2, now) }),
        mail("waiting-2", { createdAt: minutes(-1, now), attempts: 3 }),
        mail("sent", { createdAt: minutes(-30, now), sentAt: minutes(-29, now) }),
        mail("given-up", { createdAt: minutes(-600, now), attempts: MAX_ATTEMPTS }),
      ]);

    const figures = await shopFigures(handle.db, now);
    expect(figures.ordersByStatus).toMatchObject({ pending_payment: 3, paid: 1, cancelled: 0 });
    expect(figures.reservations).toEqual({ orders: 3, units: 6 });
    expect(figures.overdueReservations).toBe(1);
    expect(figures.declinesLastHour).toBe(2);
    expect(figures.clientsStoppedLastHour).toBe(1);
    expect(figures.outbox.waiting).toBe(2);
    expect(figures.outbox.givenUp).toBe(1);
    expect(figures.outbox.oldestWaitingSeconds).toBeCloseTo(120, 0);
  });
});
