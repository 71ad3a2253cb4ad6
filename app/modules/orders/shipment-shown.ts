import type { OrderStatus } from "~/db/schema";

/**
 * Whether an order's page shows its shipment card: once shipped (with what the admin recorded),
 * and while it is paid and on its way to being shipped ("we will e-mail you"); not for an unpaid,
 * cancelled or refunded order, nor for one delivered before shipments were recorded.
 */
export function showsShipment(status: OrderStatus, hasShipment: boolean): boolean {
  if (hasShipment) return true;
  return status === "paid" || status === "processing";
}
