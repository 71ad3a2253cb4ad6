import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { isPlainLine } from "~/lib/plain-text";
import type { CouponRecord } from "~/modules/pricing/coupon-rules";

export type StoredCoupon = CouponRecord & { id: string };

interface CouponRow {
  id: string;
  code: string;
  is_active: boolean;
  discount_type: "percentage" | "fixed_amount";
  discount_value: number;
  minimum_order_cents: number;
  expires_at: string | Date | null;
  usage_limit: number | null;
  times_used: number;
  reserved_uses: number;
}

/**
 * The coupon with `code` (already normalized) and the uses held by other unpaid orders whose
 * reservation still runs, so the last use is never promised twice. `lock` takes the coupon's
 * row lock (checkout), so concurrent checkouts count each other's holds one after the other.
 */
export async function findCoupon(
  db: Database,
  code: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<{ coupon: StoredCoupon | null; reservedUses: number }> {
  // No code holds control characters (and PostgreSQL refuses NUL): such input names no coupon.
  if (!isPlainLine(code)) return { coupon: null, reservedUses: 0 };
  const [row] = await queryRows<Omit<CouponRow, "reserved_uses">>(
    db,
    sql`SELECT id, code, is_active, discount_type, discount_value, minimum_order_cents, expires_at,
               usage_limit, times_used
        FROM coupons WHERE code = ${code} ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) return { coupon: null, reservedUses: 0 };
  // A separate statement: after waiting for the lock it sees the holds committed meanwhile.
  const [held] = await queryRows<{ reserved_uses: number }>(
    db,
    sql`SELECT count(*)::int AS reserved_uses FROM orders
        WHERE coupon_id = ${row.id} AND status = 'pending_payment'
          AND reserved_until > ${now.toISOString()}::timestamptz`,
  );
  return {
    coupon: {
      id: row.id,
      code: row.code,
      isActive: row.is_active,
      discountType: row.discount_type,
      discountValue: row.discount_value,
      minimumOrderCents: row.minimum_order_cents,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
      usageLimit: row.usage_limit,
      timesUsed: row.times_used,
    },
    reservedUses: held?.reserved_uses ?? 0,
  };
}
