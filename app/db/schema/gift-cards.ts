import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * Gift cards (issue 29 item 2, decision 085). A card is bought at checkout (a row `pending`
 * until its order is paid, then `active`), issued by an admin, or issued as store credit. Its
 * code is never stored: only its SHA-256 (`code_hash`) and its last four characters (to name it
 * in lists). The balance never goes below zero (a check), and every change of it is a row of
 * `gift_card_ledger`.
 */
export const giftCardStatuses = ["pending", "active", "disabled", "void"] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the normalized code (hex); null while the card's order is unpaid. */
    codeHash: text("code_hash"),
    /** The code's last four characters, to tell cards apart in lists and e-mails. */
    codeLast4: text("code_last4"),
    /**
     * A bought card's code sealed for its buyer's one reveal (decision 093): AES-256-GCM under a
     * key derived from the shop's secret, bound to the card's id; cleared when shown or voided.
     */
    codeSealed: text("code_sealed"),
    /** When the buyer was shown the code (once); null while not yet shown. */
    codeRevealedAt: timestamp("code_revealed_at", { withTimezone: true }),
    status: text("status", { enum: giftCardStatuses }).notNull().default("pending"),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    recipientName: text("recipient_name").notNull().default(""),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull().default(""),
    message: text("message"),
    /** The language of its e-mail (the buyer's page). */
    language: text("language").notNull().default("en"),
    /** The day (UTC) its e-mail goes out. */
    deliverOn: date("deliver_on", { mode: "string" }).notNull(),
    /** The order that bought it; null when issued by hand or as store credit. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** purchase | admin | store_credit */
    source: text("source").notNull().default("purchase"),
    issuedBy: text("issued_by").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("gift_cards_code_hash_idx").on(table.codeHash),
    index("gift_cards_order_idx").on(table.orderId),
    index("gift_cards_created_idx").on(table.createdAt),
    check(
      "gift_cards_amounts_valid",
      sql`${table.initialCents} > 0 AND ${table.balanceCents} >= 0 AND ${table.balanceCents} <= ${table.initialCents}`,
    ),
    check("gift_cards_status_valid", sql`${table.status} IN ('pending', 'active', 'disabled', 'void')`),
  ],
);

export const giftCardEntryKinds = ["issued", "spent", "returned", "adjusted"] as const;
export type GiftCardEntryKind = (typeof giftCardEntryKinds)[number];

/** Every change of a card's balance: its kind, the signed change, the balance after, its order. */
export const giftCardLedger = pgTable(
  "gift_card_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    giftCardId: uuid("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: giftCardEntryKinds }).notNull(),
    changeCents: integer("change_cents").notNull(),
    balanceAfterCents: integer("balance_after_cents").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("gift_card_ledger_card_idx").on(table.giftCardId, table.createdAt),
    index("gift_card_ledger_order_idx").on(table.orderId),
    // One spend and one return per card and order: a repeated payment event changes nothing.
    uniqueIndex("gift_card_ledger_spent_once_idx")
      .on(table.giftCardId, table.orderId, table.kind)
      .where(sql`${table.kind} IN ('spent', 'returned')`),
    check("gift_card_ledger_kind_valid", sql`${table.kind} IN ('issued', 'spent', 'returned', 'adjusted')`),
    check("gift_card_ledger_balance_valid", sql`${table.balanceAfterCents} >= 0`),
  ],
);

export type GiftCard = typeof giftCards.$inferSelect;
export type GiftCardEntry = typeof giftCardLedger.$inferSelect;
