import type { OrderStatus } from "~/db/schema";

/** An order has an invoice once paid: not while unpaid, nor when cancelled before any payment. */
export function hasInvoice(order: { status: OrderStatus; paidAt: Date | string | null }): boolean {
  return order.paidAt !== null && order.status !== "pending_payment" && order.status !== "cancelled";
}

/** The invoice's address on the order's pages; `token` is the receipt link's, for a guest who came by it. */
export function invoiceHref(number: string, token?: string | null): string {
  const path = `/orders/${encodeURIComponent(number)}/invoice.pdf`;
  return token ? `${path}?${new URLSearchParams({ token }).toString()}` : path;
}
