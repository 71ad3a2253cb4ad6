import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { transaction } from "~/db/transaction.server";
import type { Database } from "~/db/client.server";
import { addresses, users, type Address } from "~/db/schema";
import type { AddressFields } from "~/modules/checkout/address-schema";
import { MAX_ADDRESSES, type SavedAddress } from "./saved-address";

/**
 * A signed-in shopper's saved shipping addresses. Every query names the owner: an address of
 * another user is simply not found (the routes answer 404), whatever its id. One address is the
 * default: the first one saved, or the one the shopper chose; the database holds at most one per
 * user (a partial unique index), so the old default is unset before the new one is set, in the
 * same transaction.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSaved(row: Address): SavedAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    // Only the shop's shipping countries are ever stored (the schema checks them).
    country: row.country as SavedAddress["country"],
    isDefault: row.isDefault,
  };
}

const ownedBy = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/** The default first, then the newest. */
export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
  return rows.map(toSaved);
}

export type AddOutcome = { outcome: "created"; address: SavedAddress } | { outcome: "limit" };

/**
 * Saves a new address; the first one becomes the default. Refused beyond MAX_ADDRESSES. The
 * user's row is locked so that two saves at once count each other (and cannot both be first).
 */
export async function addAddress(db: Database, userId: string, fields: AddressFields): Promise<AddOutcome> {
  return transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [counted] = await tx.select({ saved: count() }).from(addresses).where(eq(addresses.userId, userId));
    const saved = counted?.saved ?? 0;
    if (saved >= MAX_ADDRESSES) return { outcome: "limit" } as const;
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields, isDefault: saved === 0 })
      .returning();
    return { outcome: "created", address: toSaved(row!) } as const;
  });
}

/** Replaces an address's fields; null when the user has no such address. */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<SavedAddress | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(ownedBy(userId, id))
    .returning();
  return row ? toSaved(row) : null;
}

/**
 * Deletes an address; when it was the default, the newest remaining one takes its place.
 * False when the user has no such address.
 */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [deleted] = await tx
      .delete(addresses)
      .where(ownedBy(userId, id))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    }
    return true;
  });
}

/** Makes an address the default (and the old one not); false when the user has no such address. */
export async function setDefaultAddress(db: Database, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [chosen] = await tx.select({ id: addresses.id }).from(addresses).where(ownedBy(userId, id));
    if (!chosen) return false;
    // Unset first: the partial unique index allows one default per user at every moment.
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(ownedBy(userId, id));
    return true;
  });
}
