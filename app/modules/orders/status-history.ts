import type { OrderStatus } from "~/db/schema";

/** One step of an order's life: the status it reached and when (null: time not recorded). */
export interface OrderStatusEvent {
  status: OrderStatus;
  /** ISO time. */
  at: string | null;
}

export interface OrderTimestamps {
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
}

/**
 * An order's status history as far as its own timestamps tell it: placed (`pending_payment`
 * at creation), paid, cancelled, and the current status when none of those is it (e.g. shipped:
 * changed last at `updatedAt`). Oldest first. Until the admin keeps a log of status changes
 * (that log will replace this), steps in between (processing before shipped) are not known.
 */
export function statusHistory(order: OrderTimestamps): OrderStatusEvent[] {
  const events: { status: OrderStatus; at: Date }[] = [{ status: "pending_payment", at: order.createdAt }];
  if (order.paidAt) events.push({ status: "paid", at: order.paidAt });
  if (order.cancelledAt) events.push({ status: "cancelled", at: order.cancelledAt });
  if (!events.some((event) => event.status === order.status)) {
    events.push({ status: order.status, at: order.updatedAt });
  }
  // A payment that arrived after the order was cancelled comes after its cancellation.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return events.map((event) => ({ status: event.status, at: event.at.toISOString() }));
}
