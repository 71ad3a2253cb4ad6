import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { orderLines, orders, type OrderLine, type OrderStatus, type PostalAddress } from "~/db/schema";
import { checkoutTokenOf } from "~/modules/checkout/checkout-cookie.server";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import { statusChangesOf } from "./status-changes.server";
import { statusHistory, type OrderStatusEvent } from "./status-history";
import { verifyOrderEmailToken } from "./order-token.server";
import { orderExtrasView, type OrderExtrasView } from "./order-extras";
import { shipmentOf, type Shipment } from "./tracking.server";
import { hasInvoice } from "./invoice-rules";

/** Who is asking to see an order (DESIGN section 5). */
export interface OrderViewer {
  /** The signed-in shopper. */
  userId?: string | null;
  /** The browser's checkout session, already verified from its signed cookie. */
  checkoutToken?: string | null;
  /** The `?token=` of the receipt's link. */
  emailToken?: string | null;
}

export interface OrderLineView {
  productId: string | null;
  productName: string;
  productSlug: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** An order line as its pages show it (the shopper's and the admin's): as bought, with its total. */
export function orderLineView(line: OrderLine): OrderLineView {
  return {
    productId: line.productId,
    productName: line.productName,
    productSlug: line.productSlug,
    imageUrl: line.imageUrl,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    lineTotalCents: line.unitPriceCents * line.quantity,
  };
}

/** An order as its owner sees it; dates as ISO strings (loader data). */
export interface OrderView {
  number: string;
  status: OrderStatus;
  email: string;
  phone: string | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  lines: OrderLineView[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  shippingCents: number;
  totalCents: number;
  /** What a gift card paid of the total (decision 085). */
  giftCardCents: number;
  /** The gift, gift wrap and insulation chosen at checkout (decision 075). */
  extras: OrderExtrasView;
  currency: string;
  /** The provider's last failure message while the order awaits payment. */
  paymentError: string | null;
  /**
   * While unpaid: how many minutes the order holds its stock before it is cancelled (shorter for
   * big orders, decision 036); null once paid or cancelled.
   */
  holdMinutes: number | null;
  createdAt: string;
  paidAt: string | null;
  /** How the order got to its status, oldest first (status-history.ts). */
  history: OrderStatusEvent[];
  /** The carrier and tracking number once shipped (issue 30). */
  shipment: Shipment | null;
  /** Whether it has an invoice to download (paid; issue 30). */
  hasInvoice: boolean;
}

/**
 * The order `number` if `viewer` owns it: the signed-in buyer, the browser that placed it, or the
 * holder of its e-mail link. Otherwise null — the caller answers "not found" either way, so a
 * stranger cannot even learn that the number exists.
 */
export async function orderForViewer(
  db: Database,
  number: string,
  viewer: OrderViewer,
  options: { secret?: string } = {},
): Promise<OrderView | null> {
  const order = await ownedOrder(db, number, viewer, options);
  if (!order) return null;
  const [lines, changes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.productName)),
    statusChangesOf(db, order.id),
  ]);
  return {
    number: order.number,
    status: order.status,
    email: order.email,
    phone: order.phone,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    lines: lines.map(orderLineView),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    couponCode: order.couponCode,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    giftCardCents: order.giftCardCents,
    extras: orderExtrasView(order),
    currency: order.currency,
    paymentError: order.status === "pending_payment" ? order.paymentError : null,
    holdMinutes: order.status === "pending_payment" ? holdMinutesOf(order) : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    // Steps and times only: who made a change and the admin's notes are not the shopper's.
    history: statusHistory(
      order,
      changes.map(({ toStatus, createdAt }) => ({ toStatus, createdAt })),
    ),
    shipment: shipmentOf(changes),
    hasInvoice: hasInvoice(order),
  };
}

/** The hold the order was given when it was prepared, in whole minutes (null: none known). */
function holdMinutesOf(order: { createdAt: Date; reservedUntil: Date | null }): number | null {
  if (!order.reservedUntil) return null;
  const minutes = Math.round((order.reservedUntil.getTime() - order.createdAt.getTime()) / 60_000);
  return minutes > 0 ? minutes : null;
}

/** The order's row if `viewer` owns it (see orderForViewer), else null. */
export async function ownedOrder(
  db: Database,
  number: string,
  viewer: OrderViewer,
  options: { secret?: string },
): Promise<typeof orders.$inferSelect | null> {
  if (!isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  return order && isOwner(order, viewer, options) ? order : null;
}

/** Whether `viewer` owns the order (see orderForViewer). */
function isOwner(
  order: Pick<typeof orders.$inferSelect, "id" | "userId" | "checkoutToken">,
  viewer: OrderViewer,
  options: { secret?: string },
): boolean {
  return (
    (viewer.userId != null && order.userId === viewer.userId) ||
    (viewer.checkoutToken != null && order.checkoutToken === viewer.checkoutToken) ||
    (viewer.emailToken != null &&
      options.secret !== undefined &&
      verifyOrderEmailToken(options.secret, order.id, viewer.emailToken))
  );
}

/**
 * What the status poll reads of an order: who owns it and where it stands, not the whole row.
 * Built once, a named statement on PostgreSQL (decision 109): every buyer of a sale polls it.
 */
const orderStatusQuery = preparedQuery("order-status", (db: Database) =>
  db
    .select({
      id: orders.id,
      userId: orders.userId,
      checkoutToken: orders.checkoutToken,
      status: orders.status,
      paymentError: orders.paymentError,
    })
    .from(orders)
    .where(eq(orders.number, sql.placeholder("number"))),
);

/**
 * Where the order `number` stands, for its owner (as orderForRequest decides): its status and,
 * while unpaid, the last payment error. One query: /payment-success polls it while a payment's
 * result is on its way, and on a sale day every buyer does.
 */
export async function orderStatusForRequest(
  db: Database,
  number: string,
  request: Request,
  options: { userId?: string | null; secret: string },
): Promise<Pick<OrderView, "status" | "paymentError"> | null> {
  if (!isOrderNumber(number)) return null;
  const [order] = await orderStatusQuery(db).execute({ number });
  if (!order || !isOwner(order, viewerOf(request, options), options)) return null;
  return {
    status: order.status,
    paymentError: order.status === "pending_payment" ? order.paymentError : null,
  };
}

/** Who is asking, as a request says it: the session's user, the checkout cookie, the e-mail link. */
export function viewerOf(request: Request, options: { userId?: string | null; secret: string }): OrderViewer {
  return {
    userId: options.userId ?? null,
    checkoutToken: checkoutTokenOf(request, options.secret),
    emailToken: new URL(request.url).searchParams.get("token"),
  };
}

/**
 * The order `number` for whoever sent `request`: the signed-in buyer (`userId`, from the
 * session), the browser's signed checkout cookie, or the `?token=` of the receipt's link. For
 * loaders of the running shop (order confirmation, its status), with its secret.
 */
export async function orderForRequest(
  db: Database,
  number: string,
  request: Request,
  options: { userId?: string | null; secret: string },
): Promise<OrderView | null> {
  return orderForViewer(db, number, viewerOf(request, options), options);
}
