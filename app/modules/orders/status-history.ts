import type { OrderStatus } from "~/db/schema";

/** One step of an order's life: the status it reached and when (null: time not recorded). */
export interface OrderStatusEvent<Details = never> {
  status: OrderStatus;
  /** ISO time. */
  at: string | null;
  /** What the log says about a logged step (the admin's view adds who, the note, the shipment). */
  details?: Details;
}

export interface OrderTimestamps {
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
}

/** A step from the order's log of status changes (`order_status_changes`). */
export interface LoggedStatusChange<Details = never> {
  toStatus: OrderStatus;
  createdAt: Date;
  details?: Details;
}

/**
 * An order's status history, oldest first: placed (`pending_payment` at creation) and paid from
 * the order's own timestamps, then every step of its log of status changes (each admin change,
 * each refund the provider reported). An order with no logged step (unpaid, cancelled by the
 * sweeper, or older than the log) is told from its timestamps: cancelled, and the current status
 * when none of those is it, at the time the order last changed.
 */
export function statusHistory<Details = never>(
  order: OrderTimestamps,
  changes: readonly LoggedStatusChange<Details>[] = [],
): OrderStatusEvent<Details>[] {
  const events: { status: OrderStatus; at: Date; details?: Details }[] = [
    { status: "pending_payment", at: order.createdAt },
  ];
  // A payment is told from the order's time of it, unless the log has the step itself (a
  // replacement is made paid by an admin's decision, logged with its note).
  if (order.paidAt && !changes.some((change) => change.toStatus === "paid"))
    events.push({ status: "paid", at: order.paidAt });
  if (changes.length > 0) {
    for (const change of changes) {
      events.push({ status: change.toStatus, at: change.createdAt, details: change.details });
    }
  } else if (order.cancelledAt) {
    events.push({ status: "cancelled", at: order.cancelledAt });
  }
  // A status the log does not reach (a change made before the log existed).
  if (!events.some((event) => event.status === order.status)) {
    events.push({ status: order.status, at: order.updatedAt });
  }
  // A payment that arrived after the order was cancelled comes after its cancellation. Stable:
  // logged steps of the same instant keep their order.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return events.map(({ status, at, details }) => ({
    status,
    at: at.toISOString(),
    ...(details === undefined ? {} : { details }),
  }));
}
