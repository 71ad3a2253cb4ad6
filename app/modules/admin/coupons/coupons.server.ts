import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { coupons } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { changedFields, recordAudit } from "~/modules/admin/audit.server";
import { COUPONS_PAGE_SIZE, type CouponListQuery } from "./coupon-list-query";
import { expiryDay, type CouponFieldErrors, type CouponInput } from "./coupon-schema";
import { isUniqueViolation } from "./unique-violation.server";
import { isUuid } from "~/lib/uuid";
import { pageCount } from "~/modules/catalog/pagination";

/**
 * The admin's coupons: a list with their use, create, edit, deactivate (never delete: orders
 * keep a reference to their coupon). Every change is written with its audit entry in one
 * transaction, then the storefront's cached pages are dropped so checkout sees it at once.
 */

type Actor = Pick<SessionUser, "id" | "email">;

export interface AdminCoupon extends CouponInput {
  id: string;
  isActive: boolean;
  timesUsed: number;
  createdAt: Date;
}

export interface CouponList {
  coupons: AdminCoupon[];
  total: number;
  page: number;
  pageCount: number;
}

const columns = {
  id: coupons.id,
  code: coupons.code,
  isActive: coupons.isActive,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  minimumOrderCents: coupons.minimumOrderCents,
  expiresAt: coupons.expiresAt,
  usageLimit: coupons.usageLimit,
  timesUsed: coupons.timesUsed,
  createdAt: coupons.createdAt,
};

/** `%` and `_` typed by the admin are searched for, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** One page of coupons, newest first, with their use. */
export async function listCoupons(db: Database, query: CouponListQuery): Promise<CouponList> {
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(coupons.code, containing(query.search.trim())));
  if (query.status !== "all") filters.push(eq(coupons.isActive, query.status === "active"));
  const where = filters.length ? and(...filters) : undefined;

  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(coupons).where(where),
    db
      .select(columns)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), coupons.code)
      .limit(COUPONS_PAGE_SIZE)
      .offset((query.page - 1) * COUPONS_PAGE_SIZE),
  ]);
  const total = totals?.total ?? 0;
  return {
    coupons: rows,
    total,
    page: query.page,
    pageCount: pageCount(total, COUPONS_PAGE_SIZE),
  };
}

export async function findCouponById(db: Database, id: string): Promise<AdminCoupon | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

/** What an audit entry keeps of a coupon. */
const audited = (coupon: CouponInput & { isActive: boolean }) => ({
  code: coupon.code,
  isActive: coupon.isActive,
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
  minimumOrderCents: coupon.minimumOrderCents,
  expiresAt: coupon.expiresAt?.toISOString() ?? null,
  usageLimit: coupon.usageLimit,
});

export type CouponSaveResult =
  | { outcome: "saved"; coupon: AdminCoupon }
  | { outcome: "invalid"; errors: CouponFieldErrors }
  | { outcome: "not-found" };

const CODE_TAKEN: CouponSaveResult = { outcome: "invalid", errors: { code: "codeTaken" } };

export async function createCoupon(
  db: Database,
  actor: Actor,
  input: CouponInput,
): Promise<CouponSaveResult> {
  try {
    const coupon = await db.transaction(async (tx) => {
      // ON CONFLICT DO NOTHING: a taken code is an answer, not an aborted transaction.
      const [created] = await tx
        .insert(coupons)
        .values({ ...input, isActive: true })
        .onConflictDoNothing({ target: coupons.code })
        .returning(columns);
      if (!created) return null;
      await recordAudit(tx, actor, {
        action: "coupon.create",
        entityType: "coupon",
        entityId: created.id,
        after: audited(created),
      });
      return created;
    });
    if (!coupon) return CODE_TAKEN;
    return { outcome: "saved", coupon };
  } catch (error) {
    // Belt and braces: a unique violation however it arrives is still "code taken".
    if (isUniqueViolation(error)) return CODE_TAKEN;
    throw error;
  }
}

/**
 * Saves the form's terms over coupon `id`. Its row is locked first, so the "usage limit below
 * the times already used" check cannot race a checkout that counts a use.
 */
export async function updateCoupon(
  db: Database,
  actor: Actor,
  id: string,
  input: CouponInput,
): Promise<CouponSaveResult> {
  if (!isUuid(id)) return { outcome: "not-found" };
  try {
    return await db.transaction(async (tx): Promise<CouponSaveResult> => {
      const [before] = await tx.select(columns).from(coupons).where(eq(coupons.id, id)).for("update");
      if (!before) return { outcome: "not-found" };
      if (input.usageLimit !== null && input.usageLimit < before.timesUsed) {
        return { outcome: "invalid", errors: { usageLimit: "limitBelowUsed" } };
      }
      if (input.code !== before.code) {
        const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, input.code));
        if (taken) return CODE_TAKEN;
      }
      // The form shows a day; an expiry kept on the same day keeps its exact moment (a seeded or
      // older coupon may end mid-day, and re-saving it must not stretch it to midnight).
      const sameDay =
        input.expiresAt && before.expiresAt && expiryDay(input.expiresAt) === expiryDay(before.expiresAt);
      const terms = sameDay ? { ...input, expiresAt: before.expiresAt } : input;
      const [after] = await tx.update(coupons).set(terms).where(eq(coupons.id, id)).returning(columns);
      const change = changedFields(audited(before), audited(after!));
      if (change) {
        await recordAudit(tx, actor, {
          action: "coupon.update",
          entityType: "coupon",
          entityId: id,
          ...change,
        });
      }
      return { outcome: "saved", coupon: after! };
    });
  } catch (error) {
    // Another admin took the code between the check and the update.
    if (isUniqueViolation(error)) return CODE_TAKEN;
    throw error;
  }
}

export type CouponActiveResult =
  { outcome: "changed" | "unchanged"; coupon: AdminCoupon } | { outcome: "not-found" };

/**
 * Deactivates (or reactivates) coupon `id`: one conditional update, so two admins clicking at
 * once make one change and one audit entry.
 */
export async function setCouponActive(
  db: Database,
  actor: Actor,
  id: string,
  active: boolean,
): Promise<CouponActiveResult> {
  if (!isUuid(id)) return { outcome: "not-found" };
  const changed = await db.transaction(async (tx) => {
    const [coupon] = await tx
      .update(coupons)
      .set({ isActive: active })
      .where(and(eq(coupons.id, id), sql`${coupons.isActive} <> ${active}`))
      .returning(columns);
    if (!coupon) return null;
    await recordAudit(tx, actor, {
      action: active ? "coupon.activate" : "coupon.deactivate",
      entityType: "coupon",
      entityId: id,
      before: { isActive: !active },
      after: { isActive: active },
    });
    return coupon;
  });
  if (changed) {
    return { outcome: "changed", coupon: changed };
  }
  const coupon = await findCouponById(db, id);
  return coupon ? { outcome: "unchanged", coupon } : { outcome: "not-found" };
}
