import { describe, expect, it } from "vitest";
import {
  canReplace,
  isReplacementOrder,
  reasonsFor,
  refundsToCard,
  needsItemBack,
  returnAmountCents,
  returnDeadline,
  RETURN_REASONS,
  withinReturnWindow,
} from "./return-rules";

const DAY = 86_400_000;

describe("the 30-day return window", () => {
  const shipped = new Date("2026-10-01T12:00:00Z");

  it("opens when the order ships and closes 30 days later to the millisecond", () => {
    expect(withinReturnWindow(shipped, shipped)).toBe(true);
    expect(withinReturnWindow(shipped, new Date(shipped.getTime() + 29 * DAY))).toBe(true);
    expect(withinReturnWindow(shipped, new Date(shipped.getTime() + 30 * DAY))).toBe(true);
    expect(withinReturnWindow(shipped, new Date(shipped.getTime() + 30 * DAY + 1))).toBe(false);
    expect(returnDeadline(shipped)?.toISOString()).toBe("2026-10-31T12:00:00.000Z");
  });

  it("is closed before the order ships, and for an order never shipped", () => {
    expect(withinReturnWindow(null, shipped)).toBe(false);
    expect(returnDeadline(null)).toBeNull();
    expect(withinReturnWindow(shipped, new Date(shipped.getTime() - 1))).toBe(false);
  });
});

describe("what a return gives back", () => {
  const plain = { subtotalCents: 3000, discountCents: 0, totalCents: 3599 };

  it("is what the lines cost, without shipping", () => {
    expect(returnAmountCents(plain, [{ unitPriceCents: 1000, quantity: 2 }])).toBe(2000);
    expect(returnAmountCents(plain, [{ unitPriceCents: 1000, quantity: 3 }])).toBe(3000);
  });

  it("takes off the lines' share of the coupon, rounded up against the shop", () => {
    // 10% off $30.00: $3.00 off; a $10.00 line's share is $1.00.
    const coupon = { subtotalCents: 3000, discountCents: 300, totalCents: 3299 };
    expect(returnAmountCents(coupon, [{ unitPriceCents: 1000, quantity: 1 }])).toBe(900);
    // $1.00 off $3.00 in three $1.00 lines: each line's share is 33.3 cents, rounded up to 34.
    const thirds = { subtotalCents: 300, discountCents: 100, totalCents: 200 };
    const one = returnAmountCents(thirds, [{ unitPriceCents: 100, quantity: 1 }]);
    expect(one).toBe(66);
    // Returned one line at a time, the three never add up to more than the $2.00 paid.
    expect(one * 3).toBeLessThanOrEqual(200);
  });

  it("never gives back more than is left of the payment after earlier returns", () => {
    expect(returnAmountCents(plain, [{ unitPriceCents: 1000, quantity: 2 }], 3000)).toBe(599);
    expect(returnAmountCents(plain, [{ unitPriceCents: 1000, quantity: 2 }], 4000)).toBe(0);
  });

  it("never goes below zero, even with a coupon as big as the lines", () => {
    const free = { subtotalCents: 1000, discountCents: 1000, totalCents: 599 };
    expect(returnAmountCents(free, [{ unitPriceCents: 1000, quantity: 1 }])).toBe(0);
  });
});

describe("the reasons", () => {
  it("need the item back only for a change of mind, which cannot be replaced", () => {
    expect(RETURN_REASONS.filter(needsItemBack)).toEqual(["changed_mind"]);
    expect(RETURN_REASONS.filter((reason) => !canReplace(reason))).toEqual(["changed_mind"]);
  });
});

describe("a replacement's returns (decision 096)", () => {
  it("take a fault only, and never go back to the card", () => {
    expect(reasonsFor({ replacement: true })).toEqual([
      "damaged",
      "melted",
      "wrong_item",
      "not_as_described",
    ]);
    expect(reasonsFor({ replacement: false })).toEqual(RETURN_REASONS);
    expect(refundsToCard({ replacement: true })).toBe(false);
    expect(refundsToCard({ replacement: false })).toBe(true);
    expect(isReplacementOrder({ paymentProvider: "replacement" })).toBe(true);
    expect(isReplacementOrder({ paymentProvider: "stripe" })).toBe(false);
  });
});
