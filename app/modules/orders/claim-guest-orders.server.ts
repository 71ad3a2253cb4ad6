import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";

/**
 * Orders placed as a guest with `email` join the account `userId`. Called once the address is
 * proven (verification link), never on a claim alone: whoever owns the inbox owns the orders.
 */
export async function claimGuestOrders(db: Database, userId: string, email: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.email})`, email.trim().toLowerCase())))
    .returning({ id: orders.id });
  return claimed.length;
}
