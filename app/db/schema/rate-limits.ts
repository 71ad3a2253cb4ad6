import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Fixed-window counters for per-client limits (sign-in, sign-up, reset, resend; later checkout
 * and forms). In the database so that every instance counts the same attempts.
 */
export const rateLimits = pgTable("rate_limits", {
  /** What is counted and for whom, e.g. `sign-in:ip:203.0.113.7` or `sign-in:email:a@b.c`. */
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * Every declined card payment, whichever provider reported it (decision 037): the per-order and
 * per-client bounds on card testing count these rows, and the admin dashboard counts them. A row
 * holds no card and no e-mail address; the client's address is kept a week at most (the sweep
 * prunes older rows).
 */
export const paymentDeclines = pgTable(
  "payment_declines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The address that prepared the order (orders.client_ip while it was unpaid). */
    clientIp: text("client_ip"),
    provider: text("provider").notNull(),
    declinedAt: timestamp("declined_at", { withTimezone: true }).notNull().defaultNow(),
    /** This decline was the one that reached the client's limit: the client was stopped. */
    clientStopped: boolean("client_stopped").notNull().default(false),
  },
  (table) => [
    index("payment_declines_client_idx").on(table.clientIp, table.declinedAt),
    index("payment_declines_order_idx").on(table.orderId),
    index("payment_declines_declined_at_idx").on(table.declinedAt),
  ],
);
