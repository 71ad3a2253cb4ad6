import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, type OrderStatus } from "~/db/schema";
import { addressSchema, sameAddress, type AddressFields } from "~/modules/checkout/address-schema";
import { addAddress, listAddresses } from "./addresses.server";

/**
 * "Save this address" on the order confirmation: a signed-in shopper whose order is confirmed
 * may keep its shipping address, unless they already have it.
 */

const CONFIRMED: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

/** The shipping address of the user's own confirmed order, as an address they could save. */
async function orderAddress(
  db: Database,
  userId: string,
  orderNumber: string,
): Promise<AddressFields | null> {
  const [order] = await db
    .select({ status: orders.status, shipping: orders.shippingAddress, phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId)));
  if (!order || !CONFIRMED.includes(order.status)) return null;
  const withPhone = addressSchema.safeParse({ ...order.shipping, phone: order.phone ?? "" });
  if (withPhone.success) return withPhone.data;
  // An order placed before phones were checked may carry one the address book would refuse.
  const without = addressSchema.safeParse({ ...order.shipping, phone: "" });
  return without.success ? without.data : null;
}

/** The address to offer, or null: not the user's confirmed order, or already saved. */
export async function addressToOffer(
  db: Database,
  userId: string,
  orderNumber: string,
): Promise<AddressFields | null> {
  const address = await orderAddress(db, userId, orderNumber);
  if (!address) return null;
  const saved = await listAddresses(db, userId);
  return saved.some((entry) => sameAddress(entry, address)) ? null : address;
}

export type SaveOrderAddressOutcome = "saved" | "already-saved" | "not-found" | "limit";

/** Saves the order's shipping address for its owner (the first saved becomes the default). */
export async function saveOrderAddress(
  db: Database,
  userId: string,
  orderNumber: string,
): Promise<SaveOrderAddressOutcome> {
  const address = await orderAddress(db, userId, orderNumber);
  if (!address) return "not-found";
  const saved = await listAddresses(db, userId);
  if (saved.some((entry) => sameAddress(entry, address))) return "already-saved";
  const added = await addAddress(db, userId, address);
  return added.outcome === "created" ? "saved" : "limit";
}
