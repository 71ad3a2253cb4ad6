import { requestLanguage } from "~/lib/language";
import { couponCheckRequestSchema, type CouponCheckResponse } from "~/modules/checkout/coupon-check-schema";
import { couponProblemMessage, translateMessage } from "~/modules/checkout/messages";
import { quoteCoupon } from "~/modules/checkout/coupon-quote.server";
import { hitClientLimit, retryAfterHeader } from "~/modules/rate-limits/client-limits.server";
import type { Route } from "./+types/api.coupons.check";
import { jsonAnswer } from "~/lib/json-answer.server";

/**
 * POST /api/coupons/check `{ code, cartItems: [{ productId, quantity }] }` → `{ ok: true, code,
 * discountCents, subtotalCents }` or `{ ok: false, problem, minimumOrderCents? }` (200: a refused
 * coupon is an answer, not an error); 400 for a malformed body; 429 `{ ok: false, problem:
 * "tooMany", error }` past the client's limit, so codes cannot be guessed by the thousand. Prices
 * come from the database.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonAnswer({ error: "Method not allowed" }, { status: 405 });
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = couponCheckRequestSchema.safeParse(body);
  if (!parsed.success) {
    return jsonAnswer({ error: "Send { code, cartItems } as JSON" }, { status: 400 });
  }
  const limit = await hitClientLimit(context, "coupon");
  if (limit.limited) {
    const error = translateMessage(requestLanguage(request), couponProblemMessage("tooMany"));
    return jsonAnswer({ ok: false, problem: "tooMany", error } satisfies CouponCheckResponse, {
      status: 429,
      headers: retryAfterHeader(limit.retryAfterMs),
    });
  }
  return jsonAnswer(await quoteCoupon(context.db, parsed.data, new Date()));
}

export const loader = () => jsonAnswer({ error: "Method not allowed" }, { status: 405 });
