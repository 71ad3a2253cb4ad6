import type { CouponFieldErrors } from "./coupon-schema";

/** The coupon edit page's intents: the terms form and the availability button. */
export const COUPON_INTENTS = ["save", "deactivate", "activate"] as const;
export type CouponIntent = (typeof COUPON_INTENTS)[number];

/** What the coupon actions answer, and what the pages show from it. */
export type CouponActionResult =
  | { intent: "save"; status: "saved"; id: string }
  | { intent: "save"; status: "invalid"; errors: CouponFieldErrors }
  | { intent: "deactivate" | "activate"; status: "done"; code: string }
  | { intent: CouponIntent; status: "not-found" }
  | { intent: null; status: "unknown-intent" };

export const isCouponIntent = (value: unknown): value is CouponIntent =>
  (COUPON_INTENTS as readonly unknown[]).includes(value);
