import { z } from "zod";
import { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from "./checkout-schema";

/** The body of `POST /api/coupons/check`: the code and the cart (prices come from the database). */
export const couponCheckRequestSchema = z.object({
  code: z.string().max(64),
  cartItems: z
    .array(z.object({ productId: z.uuid(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .max(MAX_CHECKOUT_LINES),
});

export type CouponCheckRequest = z.infer<typeof couponCheckRequestSchema>;

/**
 * Its answer (200 either way): the discount, or which of the spec's messages applies; 429 with
 * `tooMany` when the client checked too many codes lately (decision 016).
 */
export type CouponCheckResponse =
  | { ok: true; code: string; discountCents: number; subtotalCents: number }
  | { ok: false; problem: "blank" | "invalid" | "expired" | "limit" }
  /** An error too (429), in the shopper's language, as the shop's API answers every error. */
  | { ok: false; problem: "tooMany"; error: string }
  | { ok: false; problem: "minimum"; minimumOrderCents: number };
