import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint } from "~/lib/json-endpoint.server";
import { requestLanguage } from "~/lib/language";
import { couponCheckRequestSchema, type CouponCheckResponse } from "~/modules/checkout/coupon-check-schema";
import { quoteCoupon } from "~/modules/checkout/coupon-quote.server";
import { couponProblemMessage, translateMessage } from "~/modules/checkout/messages";
import { hitClientLimit, retryAfterHeader } from "~/modules/rate-limits/client-limits.server";

/**
 * POST /api/coupons/check `{ code, cartItems: [{ productId, quantity }] }` → `{ ok: true, code,
 * discountCents, subtotalCents }` or `{ ok: false, problem, minimumOrderCents? }` (200: a refused
 * coupon is an answer, not an error); 400 for a malformed body; 429 `{ ok: false, problem:
 * "tooMany", error }` past the client's limit, so codes cannot be guessed by the thousand. Prices
 * come from the database.
 */
const endpoint = postEndpoint({
  body: "json",
  schema: couponCheckRequestSchema,
  invalid: () => ({ error: "Send { code, cartItems } as JSON" }),
  handle: async ({ request, context, body }) => {
    const limit = await hitClientLimit(context, "coupon");
    if (limit.limited) {
      const error = translateMessage(requestLanguage(request), couponProblemMessage("tooMany"));
      return jsonAnswer({ ok: false, problem: "tooMany", error } satisfies CouponCheckResponse, {
        status: 429,
        headers: retryAfterHeader(limit.retryAfterMs),
      });
    }
    return quoteCoupon(context.db, body, new Date());
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
