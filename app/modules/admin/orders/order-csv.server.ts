import { toCsv } from "./csv";
import type { ExportedOrder } from "./order-list.server";

/**
 * The orders export: one row per order, amounts in dollars with two decimals (what a spreadsheet
 * sums), times in ISO 8601 UTC. Column names stay English whatever the page's language: a file
 * that other tools read should not change its header with the admin's settings.
 */
const HEADER = [
  "number",
  "created_at",
  "status",
  "email",
  "phone",
  "customer",
  "address",
  "city",
  "state",
  "zip_code",
  "country",
  "items",
  "subtotal",
  "discount",
  "shipping",
  "total",
  "currency",
  "coupon",
  "payment_provider",
  "paid_at",
  "refunded_at",
] as const;

const dollars = (cents: number) => Number((cents / 100).toFixed(2));

export function ordersCsv(rows: readonly ExportedOrder[]): string {
  return toCsv(
    HEADER,
    rows.map((order) => {
      const address = order.shippingAddress;
      return [
        order.number,
        order.createdAt.toISOString(),
        order.status,
        order.email,
        order.phone,
        `${address.firstName} ${address.lastName}`,
        address.address,
        address.city,
        address.state,
        address.zipCode,
        address.country,
        order.itemCount,
        dollars(order.subtotalCents),
        dollars(order.discountCents),
        dollars(order.shippingCents),
        dollars(order.totalCents),
        order.currency.toUpperCase(),
        order.couponCode,
        order.paymentProvider,
        order.paidAt?.toISOString() ?? null,
        order.refundedAt?.toISOString() ?? null,
      ];
    }),
  );
}
