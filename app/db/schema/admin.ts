import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalogue";
import { orders, orderStatuses } from "./orders";

/**
 * What the back office writes besides the shop's own tables (issue 8): who changed what (the
 * audit log), every stock change with its reason (the stock ledger) and every step of an
 * order's life (its status history).
 */

/**
 * Every admin change: who, what, when, before and after. The actor's e-mail is copied so the
 * entry still reads right once the account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. `product.update`, `order.status`, `coupon.create`, `user.role`. */
    action: text("action").notNull(),
    /** What it was done to: `product`, `order`, `coupon`, `user`, `review`. */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The changed fields as they were (null when created) and as they became (null when removed). */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt),
    index("audit_log_actor_idx").on(table.actorId, table.createdAt),
  ],
);

export const stockReasons = [
  "restock",
  "correction",
  "damaged",
  "returned",
  "refund",
  "cancellation",
  "initial",
  "replacement",
] as const;
export type StockReason = (typeof stockReasons)[number];

/** Every stock change made outside checkout (admin edits, refunds, cancellations), with its reason. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Units added (positive) or taken away (negative). */
    change: integer("change").notNull(),
    /** The stock after the change. */
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason", { enum: stockReasons }).notNull(),
    note: text("note"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stock_movements_product_idx").on(table.productId, table.createdAt),
    check("stock_movements_stock_not_negative", sql`${table.stockAfter} >= 0`),
  ],
);

/** Each step of an order's life after it was placed: from, to, who, when, and the shipment's details. */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: orderStatuses }).notNull(),
    toStatus: text("to_status", { enum: orderStatuses }).notNull(),
    /** Null when the shop itself changed it (a payment, the sweeper). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_status_changes_order_idx").on(table.orderId, table.createdAt)],
);

export type AuditEntry = typeof auditLog.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files (product images in each size the shop shows), in the database so that every
 * instance serves them: the default of the file-storage interface (decision 013).
 */
export const storedFiles = pgTable("stored_files", {
  /** The path it is served under, e.g. `products/3f…/800.webp`. */
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
