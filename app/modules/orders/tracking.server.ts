import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderLines, orders, type OrderStatus } from "~/db/schema";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import {
  hitClientLimit,
  minutesToWait,
  type ClientLimitContext,
} from "~/modules/rate-limits/client-limits.server";
import { carrierTrackingUrl } from "./carriers";
import { statusChangesOf } from "./status-changes.server";
import { statusHistory, type OrderStatusEvent } from "./status-history";
import { validateTrackForm, type TrackErrors, type TrackRequest } from "./track-form";

/**
 * Order tracking for anyone (`/track`, issue 30 item 2; decision 080): the order number and the
 * e-mail address it was placed with show where the order is — its lines, its status history and
 * the shipment. Knowing both is what the receipt's reader knows; the page shows no address, no
 * phone and no amounts. A wrong number and a wrong e-mail get the same answer, and every look-up
 * counts against the client's limit, so guessing pairs is slow.
 */

/** The parcel as the admin recorded it when shipping, with the carrier's page when the shop knows it. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page for this parcel; null for a carrier the shop does not know. */
  trackingUrl: string | null;
  /** ISO time it was shipped. */
  shippedAt: string;
}

export interface TrackedOrderLine {
  productName: string;
  productSlug: string;
  imageUrl: string | null;
  quantity: number;
}

export interface TrackedOrder {
  number: string;
  status: OrderStatus;
  /** ISO time it was placed. */
  createdAt: string;
  lines: TrackedOrderLine[];
  history: OrderStatusEvent[];
  shipment: Shipment | null;
}

/** The last shipment logged among an order's status changes (shipped again after a mistake: the latest). */
export function shipmentOf(
  changes: readonly {
    toStatus: OrderStatus;
    carrier: string | null;
    trackingNumber: string | null;
    createdAt: Date;
  }[],
): Shipment | null {
  const shipped = changes.filter(
    (change) => change.toStatus === "shipped" && change.carrier && change.trackingNumber,
  );
  const last = shipped.at(-1);
  if (!last) return null;
  return {
    carrier: last.carrier!,
    trackingNumber: last.trackingNumber!,
    trackingUrl: carrierTrackingUrl(last.carrier!, last.trackingNumber!),
    shippedAt: last.createdAt.toISOString(),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The order `number` if it was placed with `email` (any case), else null — for a number that
 * does not exist as for one placed with another address.
 */
export async function trackOrder(db: Database, request: TrackRequest): Promise<TrackedOrder | null> {
  if (!isOrderNumber(request.number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, request.number));
  if (!order || !sameEmail(order.email, request.email)) return null;
  const [lines, changes] = await Promise.all([
    db
      .select({
        productName: orderLines.productName,
        productSlug: orderLines.productSlug,
        imageUrl: orderLines.imageUrl,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.productName)),
    statusChangesOf(db, order.id),
  ]);
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    lines,
    // Steps and times only, as on the buyer's own page: the admin's notes are not for them.
    history: statusHistory(
      order,
      changes.map(({ toStatus, createdAt }) => ({ toStatus, createdAt })),
    ),
    shipment: shipmentOf(changes),
  };
}

/** What the tracking form's action answers (the page draws each). */
export type TrackAnswer =
  | { status: "invalid"; errors: TrackErrors }
  | { status: "limited"; minutes: number }
  | { status: "not-found" }
  | { status: "found"; order: TrackedOrder };

/**
 * The tracking form's action: checks the form, counts the look-up against the client's limit
 * (a form with a problem is not a look-up), then looks the order up.
 */
export async function lookUpOrder(context: ClientLimitContext, form: FormData): Promise<TrackAnswer> {
  const checked = validateTrackForm(form);
  if (!checked.success) return { status: "invalid", errors: checked.errors };
  const limit = await hitClientLimit(context, "track");
  if (limit.limited) return { status: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  const order = await trackOrder(context.db, checked.data);
  return order ? { status: "found", order } : { status: "not-found" };
}
