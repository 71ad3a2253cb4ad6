import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { orderLines, orders, type OrderStatus } from "~/db/schema";
import { newOrderNumber } from "~/modules/checkout/order-number.server";
import { newProduct } from "./checkout";
import { ADA_ADDRESS } from "./orders";

/** Helpers for the admin orders' tests (imported by tests only). */

export interface PaidOrderOptions {
  status?: OrderStatus;
  /** Quantities of new products of their own (stock 10 each, $10 each). */
  quantities?: number[];
  language?: string;
  email?: string;
  provider?: "sandbox" | "stripe";
  createdAt?: Date;
  couponCode?: string | null;
}

/** A paid order (or in `status`) of new products, as a payment leaves it; with its products. */
export async function insertPaidOrder(db: Database, options: PaidOrderOptions = {}) {
  const quantities = options.quantities ?? [2, 1];
  const products = [];
  for (const _ of quantities) products.push(await newProduct(db, 10));
  const subtotal = quantities.reduce((sum, quantity) => sum + quantity * 1000, 0);
  const address = ADA_ADDRESS;
  const status = options.status ?? "paid";
  // Placed an hour ago (unless said), paid a minute later: steps taken now come after both.
  const createdAt = options.createdAt ?? new Date(Date.now() - 3_600_000);
  const [order] = await db
    .insert(orders)
    .values({
      number: newOrderNumber(),
      status,
      checkoutToken: randomBytes(8).toString("hex"),
      email: options.email ?? `buyer-${randomBytes(4).toString("hex")}@example.com`,
      shippingAddress: address,
      billingAddress: address,
      language: options.language ?? "en",
      subtotalCents: subtotal,
      shippingCents: 599,
      totalCents: subtotal + 599,
      couponCode: options.couponCode ?? null,
      paymentProvider: options.provider ?? "sandbox",
      paymentIntentId: `sbx_pi_${randomBytes(8).toString("hex")}`,
      paidAt: status === "pending_payment" ? null : new Date(createdAt.getTime() + 60_000),
      createdAt,
    })
    .returning();
  await db.insert(orderLines).values(
    products.map((product, index) => ({
      orderId: order!.id,
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      unitPriceCents: 1000,
      quantity: quantities[index]!,
    })),
  );
  return { order: order!, products };
}
