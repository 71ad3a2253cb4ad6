import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, stockMovements, users, type StockReason } from "~/db/schema";
import { recordAudit, type Writer } from "~/modules/admin/audit.server";
import type { SessionUser } from "~/modules/accounts/session.server";

export interface StockAdjustment {
  productId: string;
  /** Units added (positive) or taken away (negative). */
  change: number;
  reason: StockReason;
  note?: string | null;
}

/**
 * Changes a product's stock by a difference, never to a number read earlier: a checkout that
 * reserved units meanwhile keeps its reservation. Refused (null) when the stock would fall below
 * zero; otherwise the ledger line and the audit entry are written in the caller's transaction.
 */
export async function adjustStock(
  tx: Writer,
  actor: Pick<SessionUser, "id" | "email">,
  { productId, change, reason, note }: StockAdjustment,
): Promise<{ stockAfter: number } | null> {
  const [updated] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${change}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), gte(sql`${products.stockQuantity} + ${change}`, 0)))
    .returning({ stockAfter: products.stockQuantity });
  if (!updated) return null;
  await tx.insert(stockMovements).values({
    productId,
    change,
    stockAfter: updated.stockAfter,
    reason,
    note: note || null,
    actorId: actor.id,
  });
  await recordAudit(tx, actor, {
    action: "stock.adjust",
    entityType: "stock",
    entityId: productId,
    before: { stockQuantity: updated.stockAfter - change },
    after: { stockQuantity: updated.stockAfter, change, reason, note: note || null },
  });
  return updated;
}

export interface StockMovementView {
  id: string;
  change: number;
  stockAfter: number;
  reason: StockReason;
  note: string | null;
  actorEmail: string | null;
  createdAt: Date;
}

/** A product's latest stock movements, newest first. */
export function recentStockMovements(
  db: Database,
  productId: string,
  limit = 10,
): Promise<StockMovementView[]> {
  return db
    .select({
      id: stockMovements.id,
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      note: stockMovements.note,
      actorEmail: users.email,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
}
