import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { checkCoupon, normalizeCouponCode } from "~/modules/pricing/coupon-rules";
import { discountCents, subtotalCents } from "~/modules/pricing/pricing";
import type { CouponCheckRequest, CouponCheckResponse } from "./coupon-check-schema";
import { findCoupon } from "./coupon-lookup.server";

/**
 * Whether a coupon applies to a cart, priced from the database (active products only), counting
 * uses held by unpaid orders like checkout does. Only a preview: checkout checks again.
 */
export async function quoteCoupon(
  db: Database,
  input: CouponCheckRequest,
  now: Date,
): Promise<CouponCheckResponse> {
  const code = normalizeCouponCode(input.code);
  if (!code) return { ok: false, problem: "blank" };
  const ids = [...new Set(input.cartItems.map((item) => item.productId))];
  const prices =
    ids.length === 0
      ? []
      : await queryRows<{ id: string; price_cents: number }>(
          db,
          sql`SELECT id, price_cents FROM products WHERE is_active AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
  const priceOf = new Map(prices.map((row) => [row.id, row.price_cents]));
  const subtotal = subtotalCents(
    input.cartItems.flatMap((item) =>
      priceOf.has(item.productId)
        ? [{ unitPriceCents: priceOf.get(item.productId)!, quantity: item.quantity }]
        : [],
    ),
  );
  const { coupon, reservedUses } = await findCoupon(db, code, now);
  const check = checkCoupon(code, coupon, subtotal, now, reservedUses);
  if (!check.ok) return check;
  return {
    ok: true,
    code: check.code,
    discountCents: discountCents(subtotal, check.terms),
    subtotalCents: subtotal,
  };
}
