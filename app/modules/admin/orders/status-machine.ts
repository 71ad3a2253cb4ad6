import { isReplacementOrder } from "~/modules/returns/return-rules";
import type { OrderStatus } from "~/db/schema";

/**
 * Where an admin may move a paid order (issue 8): forward along paid → processing → shipped →
 * delivered, or out of it by cancelling or refunding while it has not left the warehouse.
 * Unpaid orders are the checkout's and the sweeper's, not the admin's; shipped goods are not
 * cancelled here (a return is another process). Pure: the page shows these edges as buttons
 * and the server checks them again before its conditional update.
 */
export const ADMIN_TRANSITIONS = {
  pending_payment: [],
  paid: ["processing", "cancelled", "refunded"],
  processing: ["shipped", "cancelled", "refunded"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
  refunded: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** The statuses an admin can take. */
export const targetStatuses = ["processing", "shipped", "delivered", "cancelled", "refunded"] as const;
export type TargetStatus = (typeof targetStatuses)[number];

/** The statuses an admin may move an order in `from` to, in the order the page shows them. */
export function nextStatuses(from: OrderStatus): readonly TargetStatus[] {
  return ADMIN_TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (nextStatuses(from) as readonly OrderStatus[]).includes(to);
}

/**
 * Where an admin may move `order` from `from` (its status unless said): a replacement sent for
 * a return (paid nothing, decision 096) may be cancelled — its stock goes back, no money moves —
 * but not refunded.
 */
export function nextStatusesOf(
  order: { status: OrderStatus; paymentProvider: string },
  from: OrderStatus = order.status,
): readonly TargetStatus[] {
  const steps = nextStatuses(from);
  return isReplacementOrder(order) ? steps.filter((to) => to !== "refunded") : steps;
}

/**
 * Whether reaching `to` gives the payment back and the stock with it: cancelling or refunding
 * a paid order (the only kind an admin can cancel).
 */
export function givesMoneyBack(to: OrderStatus): to is "cancelled" | "refunded" {
  return to === "cancelled" || to === "refunded";
}
