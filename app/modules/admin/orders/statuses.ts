import type { OrderStatus } from "~/db/schema";

/**
 * Every order status, for the pages (filters, forms): the same list as the schema's, without
 * importing the database schema (and Drizzle) into the browser. statuses.test.ts keeps the two
 * lists equal.
 */
export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
] as const satisfies readonly OrderStatus[];
