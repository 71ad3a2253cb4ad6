import type { OrderStatus } from "~/db/schema";

export type PaymentStatus = "paid" | "awaiting" | "unpaid" | "refunded";

/** What the shopper's payment came to, from the order's status and its payment time. */
export function paymentStatusOf(status: OrderStatus, paidAt: string | null): PaymentStatus {
  if (status === "refunded") return "refunded";
  if (paidAt) return "paid";
  return status === "pending_payment" ? "awaiting" : "unpaid";
}
