import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderStatusChanges, type OrderStatus } from "~/db/schema";

export interface StatusChangeInput {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** The admin who made it; null when the shop did (a provider's refund event). */
  actorId: string | null;
  note?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  at: Date;
}

/** Writes one step of an order's life to its log; call it in the transaction that made the step. */
export async function recordStatusChange(tx: Database, change: StatusChangeInput): Promise<void> {
  await tx.insert(orderStatusChanges).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actorId: change.actorId,
    note: change.note ?? null,
    carrier: change.carrier ?? null,
    trackingNumber: change.trackingNumber ?? null,
    createdAt: change.at,
  });
}

/** An order's logged status changes, oldest first. */
export function statusChangesOf(db: Database, orderId: string) {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
}
