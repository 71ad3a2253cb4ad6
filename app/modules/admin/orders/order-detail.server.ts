import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, orderLines, orders, users, type OrderStatus, type PostalAddress } from "~/db/schema";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import { orderLineView, type OrderLineView } from "~/modules/orders/order-view.server";
import { orderExtrasView, type OrderExtrasView } from "~/modules/orders/order-extras";
import { statusChangesOf } from "~/modules/orders/status-changes.server";
import { statusHistory, type OrderStatusEvent } from "~/modules/orders/status-history";
import { needsLatePaymentRefund } from "./late-payment-refund.server";
import { isReplacementOrder } from "~/modules/returns/return-rules";
import { nextStatusesOf, type TargetStatus } from "./status-machine";

/** What the log says about a step: who made it, its note and its shipment. */
export interface StepDetails {
  /** Made by the shop itself (a refund the payment provider reported), not by an admin. */
  byShop: boolean;
  /** The admin's e-mail (kept by the audit log even once the account is gone); null for the shop. */
  actorEmail: string | null;
  note: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

/** An order as the admin sees it; dates as ISO strings (loader data). */
export interface AdminOrderDetail {
  number: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  phone: string | null;
  language: string;
  /** The shopper's account, when the order was placed signed in (and the account still exists). */
  customer: { name: string; email: string } | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  lines: OrderLineView[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** What a gift card paid of the total (decision 085). */
  giftCardCents: number;
  couponCode: string | null;
  /** The gift, gift wrap and insulation chosen at checkout (decision 075). */
  extras: OrderExtrasView;
  payment: {
    provider: string;
    paymentId: string | null;
    paidAt: string | null;
    error: string | null;
    refundedAt: string | null;
    refundId: string | null;
  };
  /** The latest shipment, once shipped. */
  shipment: { carrier: string; trackingNumber: string } | null;
  history: OrderStatusEvent<StepDetails>[];
  /** Where the admin may move it (the status machine). */
  nextStatuses: readonly TargetStatus[];
  /** A replacement sent for a return at no charge: cancelled without money, never refunded (096). */
  replacement: boolean;
  /** Cancelled, then paid late: the payment is the shop's to give back (late-payment-refund). */
  latePaymentRefundable: boolean;
}

/** Order `number` for the back office, or null. */
export async function adminOrderDetail(db: Database, number: string): Promise<AdminOrderDetail | null> {
  if (!isOrderNumber(number)) return null;
  const [found] = await db
    .select({ order: orders, account: { name: users.name, email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.number, number));
  if (!found) return null;
  const { order, account } = found;
  const [lines, changes, audited] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.productName)),
    statusChangesOf(db, order.id),
    // Who made each admin step, by the status it reached (the machine reaches each status once),
    // from the audit log: it keeps the admin's e-mail even once the account is gone.
    db
      .select({ after: auditLog.after, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "order"),
          eq(auditLog.entityId, order.id),
          eq(auditLog.action, "order.status"),
        ),
      ),
  ]);
  const adminOf = new Map(audited.map((entry) => [entry.after?.status, entry.actorEmail]));
  const shipped = changes.findLast((change) => change.toStatus === "shipped");
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    phone: order.phone,
    language: order.language,
    customer: account?.email ? { name: account.name ?? "", email: account.email } : null,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    lines: lines.map(orderLineView),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    giftCardCents: order.giftCardCents,
    extras: orderExtrasView(order),
    couponCode: order.couponCode,
    payment: {
      provider: order.paymentProvider,
      paymentId: order.paymentIntentId,
      paidAt: order.paidAt?.toISOString() ?? null,
      error: order.paymentError,
      refundedAt: order.refundedAt?.toISOString() ?? null,
      refundId: order.providerRefundId,
    },
    shipment:
      shipped?.carrier && shipped.trackingNumber
        ? { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber }
        : null,
    history: statusHistory(
      order,
      changes.map((change) => ({
        toStatus: change.toStatus,
        createdAt: change.createdAt,
        details: {
          byShop: !adminOf.has(change.toStatus),
          actorEmail: adminOf.get(change.toStatus) ?? null,
          note: change.note,
          carrier: change.carrier,
          trackingNumber: change.trackingNumber,
        },
      })),
    ),
    nextStatuses: nextStatusesOf(order),
    replacement: isReplacementOrder(order),
    latePaymentRefundable: needsLatePaymentRefund(order),
  };
}
