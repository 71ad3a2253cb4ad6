import { requestLanguage } from "~/lib/language";
import { couponCheckRequestSchema, type CouponCheckResponse } from "~/modules/checkout/coupon-check-schema";
import { couponProblemMessage, translateMessage } from "~/modules/checkout/messages";
import { quoteCoupon } from "~/modules/checkout/coupon-quote.server";
import { hitClientLimit, retryAfterHeader } from "~/modules/rate-limits/client-limits.server";
import type { Route } from "./+types/api.coupons.check";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/coupons/check `{ code, cartItems: [{ productId, quantity }] }` → `{ ok: true, code,
 * discountCents, subtotalCents }` or `{ ok: false, problem, minimumOrderCents? }` (200: a refused
 * coupon is an answer, not an error); 400 for a malformed body; 429 `{ ok: false, problem:
 * "tooMany", error }` past the client's limit, so codes cannot be guessed by the thousand. Prices
 * come from the database.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: NO_STORE });
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = couponCheckRequestSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: "Send { code, cartItems } as JSON" }, { status: 400, headers: NO_STORE });
  }
  const limit = await hitClientLimit(context, "coupon");
  if (limit.limited) {
    const error = translateMessage(requestLanguage(request), couponProblemMessage("tooMany"));
    return Response.json({ ok: false, problem: "tooMany", error } satisfies CouponCheckResponse, {
      status: 429,
      headers: { ...NO_STORE, ...retryAfterHeader(limit.retryAfterMs) },
    });
  }
  return Response.json(await quoteCoupon(context.db, parsed.data, new Date()), { headers: NO_STORE });
}

export const loader = () =>
  Response.json({ error: "Method not allowed" }, { status: 405, headers: NO_STORE });
