import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit } from "~/modules/admin/audit.server";
import type { RoleOutcome } from "./customer-results";

type Actor = Pick<SessionUser, "id" | "email">;

/**
 * Makes user `id` an admin (`makeAdmin`) or a shopper again, audited in the same transaction.
 *
 * An admin cannot demote themselves, and the shop never loses its last admin. A demotion first
 * locks every admin row (in id order, so two demotions queue instead of deadlocking): when two
 * admins demote each other at the same time, the second waits, then finds that the first has
 * already taken its role, and nothing more changes. Checking a count without that lock would let
 * both pass and leave no admin.
 */
export async function setAdminRole(
  db: Database,
  actor: Actor,
  id: string,
  makeAdmin: boolean,
): Promise<RoleOutcome> {
  return db.transaction(async (tx): Promise<RoleOutcome> => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
      .for("update");
    // The role may have been taken from the actor since the request's check.
    if (!admins.some((admin) => admin.id === actor.id)) return "not-admin";

    const [target] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
    if (!target) return "not-found";
    if (target.isAdmin === makeAdmin) return "unchanged";
    if (!makeAdmin && admins.length <= 1) return "last-admin";
    if (!makeAdmin && id === actor.id) return "self";

    const [changed] = await tx
      .update(users)
      .set({ isAdmin: makeAdmin, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.isAdmin, !makeAdmin)))
      .returning({ id: users.id });
    if (!changed) return "unchanged";
    await recordAudit(tx, actor, {
      action: "user.role",
      entityType: "user",
      entityId: id,
      before: { isAdmin: !makeAdmin },
      after: { isAdmin: makeAdmin },
    });
    return "changed";
  });
}
