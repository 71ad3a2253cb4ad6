import type { FormValues } from "~/lib/forms/validate";
import type { CouponField, CouponFieldErrors } from "./coupon-schema";

/** The coupon edit page's intents: the terms form and the availability button. */
export const COUPON_INTENTS = ["save", "deactivate", "activate"] as const;
export type CouponIntent = (typeof COUPON_INTENTS)[number];

/** What the coupon actions answer, and what the pages show from it. */
export type CouponActionResult =
  | { intent: "save"; status: "saved"; id: string }
  /** `values`: what was typed, for a page posted without JavaScript. */
  | { intent: "save"; status: "invalid"; errors: CouponFieldErrors; values?: FormValues<CouponField> }
  | { intent: "deactivate" | "activate"; status: "done"; code: string }
  | { intent: CouponIntent; status: "not-found" }
  | { intent: null; status: "unknown-intent" };

export const isCouponIntent = (value: unknown): value is CouponIntent =>
  (COUPON_INTENTS as readonly unknown[]).includes(value);
