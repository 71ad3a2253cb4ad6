import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalogue";

/**
 * Back-in-stock alerts ("Notify me", issue 27 item 3, decision 065): one row per product and
 * address. A visitor's address waits for the link of a confirmation e-mail (double opt-in, as the
 * newsletter); a signed-in shopper's own verified address is confirmed at once. A restock (stock
 * from 0 to more) marks the confirmed, waiting alerts `due_at` in its own transaction (a trigger,
 * migration 0020); the sender then queues one e-mail each through the outbox and marks them
 * `notified_at`, in one transaction: none lost, none sent twice.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Stored trimmed and lower-cased. */
    email: text("email").notNull(),
    /** The page's language when asked: the alert's e-mails are in it. */
    language: text("language").notNull().default("en"),
    /** The signed-in shopper who asked, if any. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Since when it waits (asked again after an alert went out: waiting again from then). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null until confirmed (the e-mail's link, or a signed-in shopper's own address). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the confirmation link's token (the token itself is only in the e-mail). */
    confirmTokenHash: text("confirm_token_hash"),
    /** Set by the restock trigger: the e-mail is to go out. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** When the back-in-stock e-mail was queued: this alert is done. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("stock_alerts_product_email_idx").on(table.productId, table.email),
    uniqueIndex("stock_alerts_confirm_token_idx").on(table.confirmTokenHash),
    // The sender's work: due and not yet sent.
    index("stock_alerts_due_idx")
      .on(table.dueAt)
      .where(sql`${table.dueAt} IS NOT NULL AND ${table.notifiedAt} IS NULL`),
    check("stock_alerts_email_lower", sql`${table.email} = lower(${table.email})`),
    check("stock_alerts_language_known", sql`${table.language} IN ('en', 'es')`),
  ],
);
