import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orderLines, orders } from "./orders";

/**
 * Returns and claims (issue 30, item 1; decision 090): a buyer asks to return lines of a shipped
 * order (chosen quantities) with a reason, a note and up to three photos; an admin decides.
 */

export const returnReasons = ["damaged", "melted", "wrong_item", "not_as_described", "changed_mind"] as const;
export type ReturnReason = (typeof returnReasons)[number];

/**
 * requested (waiting for the admin) → awaiting_item (approved, the item must come back first) →
 * completed (refunded, credited or replaced); or refused. Only a refused request frees its
 * quantities for another request.
 */
export const returnStatuses = ["requested", "awaiting_item", "completed", "refused"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnResolutions = ["refund", "store_credit", "replacement"] as const;
export type ReturnResolution = (typeof returnResolutions)[number];

export const returnRequests = pgTable(
  "return_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: returnReasons }).notNull(),
    note: text("note"),
    /** Keys in the file storage of the buyer's photos (never served by /media/: admins only). */
    photoKeys: text("photo_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: returnStatuses }).notNull().default("requested"),
    resolution: text("resolution", { enum: returnResolutions }),
    /** What goes back to the buyer (card or store credit), decided when approved. */
    amountCents: integer("amount_cents"),
    providerRefundId: text("provider_refund_id"),
    /**
     * The store credit's gift card (decision 092) by the last 4 characters of its code: the whole
     * code is in the buyer's e-mails alone, never stored (decision 085).
     */
    creditLast4: text("credit_last4"),
    replacementOrderId: uuid("replacement_order_id").references(() => orders.id, { onDelete: "set null" }),
    refusalReason: text("refusal_reason"),
    /** For an item sent back: whether it could be sold again (its stock came back). */
    resellable: boolean("resellable"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("return_requests_order_idx").on(table.orderId, table.createdAt),
    index("return_requests_status_idx").on(table.status, table.createdAt),
    check(
      "return_requests_status_valid",
      sql`${table.status} IN ('requested', 'awaiting_item', 'completed', 'refused')`,
    ),
    check(
      "return_requests_reason_valid",
      sql`${table.reason} IN ('damaged', 'melted', 'wrong_item', 'not_as_described', 'changed_mind')`,
    ),
    check(
      "return_requests_resolution_valid",
      sql`${table.resolution} IS NULL OR ${table.resolution} IN ('refund', 'store_credit', 'replacement')`,
    ),
    check("return_requests_amount_valid", sql`${table.amountCents} IS NULL OR ${table.amountCents} >= 0`),
    check("return_requests_photos_valid", sql`cardinality(${table.photoKeys}) <= 3`),
  ],
);

/** The lines a request covers and how many of each. */
export const returnRequestLines = pgTable(
  "return_request_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    uniqueIndex("return_request_lines_line_idx").on(table.returnId, table.orderLineId),
    index("return_request_lines_order_line_idx").on(table.orderLineId),
    check("return_request_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

export type ReturnRequest = typeof returnRequests.$inferSelect;
export type ReturnRequestLine = typeof returnRequestLines.$inferSelect;
