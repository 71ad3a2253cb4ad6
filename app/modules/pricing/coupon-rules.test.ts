import { describe, expect, it } from "vitest";
import { checkCoupon, normalizeCouponCode, type CouponRecord } from "./coupon-rules";

const now = new Date("2026-11-21T12:00:00Z");
const bigbag: CouponRecord = {
  code: "BIGBAG",
  isActive: true,
  discountType: "percentage",
  discountValue: 15,
  minimumOrderCents: 5000,
  expiresAt: null,
  usageLimit: null,
  timesUsed: 0,
};

describe("coupon rules", () => {
  it("normalizes the code", () => {
    expect(normalizeCouponCode("  sweet10 ")).toBe("SWEET10");
  });

  it("checks in the spec's order", () => {
    expect(checkCoupon("  ", null, 9000, now)).toEqual({ ok: false, problem: "blank" });
    expect(checkCoupon("NOPE", null, 9000, now)).toEqual({ ok: false, problem: "invalid" });
    expect(checkCoupon("BIGBAG", { ...bigbag, isActive: false }, 9000, now)).toEqual({
      ok: false,
      problem: "invalid",
    });
    // Expired wins over used up and too small.
    const expired = { ...bigbag, expiresAt: new Date("2026-11-20"), usageLimit: 1, timesUsed: 1 };
    expect(checkCoupon("BIGBAG", expired, 100, now)).toEqual({ ok: false, problem: "expired" });
    const usedUp = { ...bigbag, usageLimit: 1, timesUsed: 1 };
    expect(checkCoupon("BIGBAG", usedUp, 100, now)).toEqual({ ok: false, problem: "limit" });
    expect(checkCoupon("BIGBAG", bigbag, 4999, now)).toEqual({
      ok: false,
      problem: "minimum",
      minimumOrderCents: 5000,
    });
  });

  it("counts uses held by orders awaiting payment against the limit", () => {
    const lastOne = { ...bigbag, usageLimit: 10, timesUsed: 9 };
    expect(checkCoupon("bigbag", lastOne, 9000, now).ok).toBe(true);
    expect(checkCoupon("bigbag", lastOne, 9000, now, 1)).toEqual({ ok: false, problem: "limit" });
  });

  it("applies a valid coupon with its terms", () => {
    expect(checkCoupon("bigbag", bigbag, 5000, now)).toEqual({
      ok: true,
      code: "BIGBAG",
      terms: { discountType: "percentage", discountValue: 15 },
    });
  });
});
