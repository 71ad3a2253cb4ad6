import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";

/** A database or a transaction: an audit entry is written in the same transaction as its change. */
export type Writer = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface AuditChange {
  /** What was done, e.g. `product.update`, `category.update`, `order.status`, `coupon.create`, `user.role`, `review.delete`. */
  action: string;
  entityType: "product" | "category" | "order" | "coupon" | "user" | "stock" | "review" | "gift_card" | "return";
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Who made a change: an admin, or a shopper (a buyer asking for a return; a guest has no account,
 * so no id, and is named by the order's e-mail).
 */
export type AuditActor = Pick<SessionUser, "email"> & { id: string | null };

/** Writes who made `change` and when; call it inside the change's own transaction. */
export async function recordAudit(db: Writer, actor: AuditActor, change: AuditChange) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * The fields of `after` that differ from `before`, each side holding only those: what an audit
 * entry of an update keeps (dates as ISO strings, so the entry reads the same as JSON).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const old = plain(before[key]);
    const next = plain(after[key]);
    if (JSON.stringify(old) !== JSON.stringify(next)) {
      was[key] = old;
      now[key] = next;
    }
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
