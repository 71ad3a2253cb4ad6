import { sql } from "drizzle-orm";
import {
  check,
  index,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { coupons, products } from "./catalogue";

/**
 * Orders, their lines (copied from the product at purchase), the payment events already
 * handled (each provider event takes effect once) and the e-mail outbox. DESIGN section 5.
 */

export const orderStatuses = [
  "pending_payment",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface PostalAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Readable, unique and not guessable, e.g. ST-7K3M9Q2X. */
    number: text("number").notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("pending_payment"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The browser's checkout session: preparing again from it replaces its pending order. */
    checkoutToken: text("checkout_token").notNull(),
    /**
     * The address the order was prepared from (TRUST_PROXY decides which): one client holds only
     * a few unpaid orders at once (stock hoarding, decision 016). Cleared once the order is paid
     * or cancelled.
     */
    clientIp: text("client_ip"),
    email: text("email").notNull(),
    phone: text("phone"),
    shippingAddress: jsonb("shipping_address").$type<PostalAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>().notNull(),
    language: text("language").notNull().default("en"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    /**
     * The extras the shopper chose at checkout, each fee as the server priced it (decision 075):
     * gift wrap and insulated packaging are lines of their own on the order, the receipt and an
     * invoice. 0 and false on an order without them (every order made before they existed).
     */
    giftWrapCents: integer("gift_wrap_cents").notNull().default(0),
    insulationCents: integer("insulation_cents").notNull().default(0),
    insulated: boolean("insulated").notNull().default(false),
    /**
     * A gift (decision 075): the recipient's name (the shipping name unless given), the message
     * (at most 250 characters), whether the paper in the parcel hides the prices, whether it is
     * wrapped. The receipt still goes to the buyer, with the prices.
     */
    isGift: boolean("is_gift").notNull().default(false),
    giftRecipientName: text("gift_recipient_name"),
    giftMessage: text("gift_message"),
    giftHidePrices: boolean("gift_hide_prices").notNull().default(false),
    giftWrapped: boolean("gift_wrapped").notNull().default(false),
    /**
     * A gift card paying part or all of the total (decision 085): which card and how much. The
     * provider is charged `total_cents - gift_card_cents`; an order the card pays whole has no
     * card payment (`payment_provider` = `gift_card`). The card's balance is taken when the
     * order is paid and given back when it is cancelled or refunded (its ledger says so).
     */
    giftCardId: uuid("gift_card_id"),
    giftCardCents: integer("gift_card_cents").notNull().default(0),
    /** sandbox | stripe, and the provider's payment id (a PaymentIntent id for Stripe). */
    paymentProvider: text("payment_provider").notNull(),
    paymentIntentId: text("payment_intent_id"),
    /** The last four digits of the card that paid, when the provider said (the invoice prints them). */
    cardLast4: text("card_last4"),
    /**
     * The provider's last failure message (the shopper may try another card), or why a payment
     * that arrived after the order was cancelled could not be honoured (refund needed).
     */
    paymentError: text("payment_error"),
    /** Until when the reserved stock (and coupon use) is held for this unpaid order. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the payment was given back (admin refund or cancellation of a paid order), and the provider's refund id. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    providerRefundId: text("provider_refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_number_idx").on(table.number),
    uniqueIndex("orders_payment_intent_idx").on(table.paymentIntentId),
    index("orders_checkout_token_idx").on(table.checkoutToken, table.status),
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_pending_client_idx")
      .on(table.clientIp)
      .where(sql`${table.status} = 'pending_payment'`),
    // The sweeper looks for unpaid orders whose reservation ran out.
    index("orders_expiry_idx")
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'pending_payment'`),
    check(
      "orders_status_valid",
      sql`${table.status} IN ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check(
      "orders_amounts_valid",
      sql`${table.subtotalCents} >= 0 AND ${table.discountCents} >= 0 AND ${table.discountCents} <= ${table.subtotalCents} AND ${table.shippingCents} >= 0 AND ${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents} + ${table.giftWrapCents} + ${table.insulationCents}`,
    ),
    check(
      "orders_extras_valid",
      sql`${table.giftWrapCents} >= 0 AND ${table.insulationCents} >= 0 AND (${table.giftWrapped} OR ${table.giftWrapCents} = 0) AND (${table.insulated} OR ${table.insulationCents} = 0) AND (${table.isGift} OR NOT ${table.giftWrapped})`,
    ),
    check(
      "orders_gift_card_valid",
      sql`${table.giftCardCents} >= 0 AND ${table.giftCardCents} <= ${table.totalCents} AND (${table.giftCardId} IS NOT NULL OR ${table.giftCardCents} = 0)`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    /** Copied at purchase: the order reads the same if the product changes later. */
    productName: text("product_name").notNull(),
    productSlug: text("product_slug").notNull(),
    imageUrl: text("image_url"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    check("order_lines_quantity_positive", sql`${table.quantity} > 0`),
    check("order_lines_price_not_negative", sql`${table.unitPriceCents} >= 0`),
  ],
);

/** Provider events already handled: a repeated delivery finds its id here and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox provider's own record of its payments, kept apart from the orders as a
 * real provider keeps its own: a charge is recorded (and committed) before its event reaches the
 * orders' handler, so a process that dies in between leaves a payment the sweeper finds by
 * asking the provider (decision 019). A payment is either charged or cancelled, never both: the
 * first to be recorded wins.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    paymentId: text("payment_id").primaryKey(),
    status: text("status", { enum: ["succeeded", "canceled"] }).notNull(),
    /** The id of the success event, the same each time it is delivered again. */
    eventId: text("event_id"),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    /** The last four digits of the test card that paid. */
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("sandbox_payments_status_valid", sql`${table.status} IN ('succeeded', 'canceled')`)],
);

/**
 * Every e-mail, whole: sent over SMTP when configured, otherwise only kept here (and logged).
 * `dedupeKey` makes a message exactly-once (e.g. one receipt per order).
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupeKey: text("dedupe_key").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * A deliverer's claim: until then no other deliverer takes the e-mail; after it (a crash
     * between claim and send) the e-mail is free again.
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Failed sends so far, and when the next try is due (a backoff; not before). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /**
     * Not to be sent before then (a gift card's e-mail on its delivery date, decision 085): the
     * deliverer and the dev mailbox leave it until it is due. Null: at once.
     */
    sendAfter: timestamp("send_after", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("outbox_emails_dedupe_idx").on(table.dedupeKey),
    index("outbox_emails_created_idx").on(table.createdAt),
  ],
);

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
