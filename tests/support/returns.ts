import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { orders, orderStatusChanges, type Order } from "~/db/schema";
import { insertPaidOrder, type PaidOrderOptions } from "./paid-orders";

/** Helpers for the returns' tests (imported by tests only). */

const DAY = 86_400_000;

/**
 * A shipped order of new products ($10 each, stock 10), shipped `shippedDaysAgo` days ago
 * (default 2), with a coupon's `discountCents` off when given.
 */
export async function insertShippedOrder(
  db: Database,
  options: PaidOrderOptions & { shippedDaysAgo?: number; discountCents?: number } = {},
) {
  const shippedAt = new Date(Date.now() - (options.shippedDaysAgo ?? 2) * DAY);
  const placed = await insertPaidOrder(db, {
    status: "shipped",
    createdAt: new Date(shippedAt.getTime() - DAY),
    ...options,
  });
  let order: Order = placed.order;
  if (options.discountCents) {
    const [updated] = await db
      .update(orders)
      .set({
        discountCents: options.discountCents,
        couponCode: "SWEET10",
        totalCents: order.subtotalCents - options.discountCents + order.shippingCents,
      })
      .where(eq(orders.id, order.id))
      .returning();
    order = updated!;
  }
  await db.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatus: "processing",
    toStatus: "shipped",
    carrier: "UPS",
    trackingNumber: "1Z999AA10123456784",
    createdAt: shippedAt,
  });
  return { order, products: placed.products };
}

/** A small PNG picture, as a phone's photo would be uploaded. */
export async function photoFile(name = "parcel.png", color = "#e11d48"): Promise<File> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}
