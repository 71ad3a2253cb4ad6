import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
