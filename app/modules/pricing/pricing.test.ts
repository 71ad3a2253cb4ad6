import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  discountCents,
  FREE_SHIPPING_THRESHOLD_CENTS,
  orderPrice,
  priceBreakdown,
  SHIPPING_FEE_CENTS,
  shippingCents,
  type CouponTerms,
} from "./pricing";

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const coupon: fc.Arbitrary<CouponTerms> = fc.oneof(
  fc.record({
    discountType: fc.constant("percentage" as const),
    discountValue: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    discountType: fc.constant("fixed_amount" as const),
    discountValue: fc.integer({ min: 1, max: 100_000 }),
  }),
);

describe("pricing", () => {
  it("matches the spec's examples", () => {
    expect(priceBreakdown([{ unitPriceCents: 1999, quantity: 2 }])).toEqual({
      subtotalCents: 3998,
      discountCents: 0,
      shippingCents: 599,
      totalCents: 4597,
      freeShippingRemainingCents: 2002,
    });
    const sweet10 = { discountType: "percentage", discountValue: 10 } as const;
    expect(priceBreakdown([{ unitPriceCents: 3000, quantity: 2 }], sweet10)).toMatchObject({
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 0,
      totalCents: 5400,
    });
    expect(discountCents(300, { discountType: "fixed_amount", discountValue: 500 })).toBe(300);
    expect(discountCents(1005, { discountType: "percentage", discountValue: 15 })).toBe(151); // 150.75
  });

  it("frees shipping exactly from $60.00 of subtotal", () => {
    expect(shippingCents(FREE_SHIPPING_THRESHOLD_CENTS - 1)).toBe(SHIPPING_FEE_CENTS);
    expect(shippingCents(FREE_SHIPPING_THRESHOLD_CENTS)).toBe(0);
    expect(shippingCents(1)).toBe(SHIPPING_FEE_CENTS);
    // Nothing to ship (every line sold out since it was added): no fee for it.
    expect(shippingCents(0)).toBe(0);
  });

  it("never goes negative, never discounts more than the subtotal, stays in whole cents", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.option(coupon), (lines, terms) => {
        const price = priceBreakdown(lines, terms);
        for (const value of Object.values(price)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(price.discountCents).toBeLessThanOrEqual(price.subtotalCents);
        expect(price.totalCents).toBe(price.subtotalCents - price.discountCents + price.shippingCents);
        expect(price.shippingCents).toBe(
          price.subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS || price.subtotalCents === 0
            ? 0
            : SHIPPING_FEE_CENTS,
        );
      }),
    );
  });

  it("rounds a percentage to the nearest cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (subtotal, percent) => {
          const discount = discountCents(subtotal, { discountType: "percentage", discountValue: percent });
          expect(Math.abs(discount - (subtotal * percent) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe("order price with the checkout extras", () => {
  const fees = fc.record({
    giftWrapCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    insulationCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
  });

  it("adds the gift wrap and insulation to the cart's total, untouched by coupon and free shipping", () => {
    const sweet10 = { discountType: "percentage", discountValue: 10 } as const;
    expect(
      orderPrice([{ unitPriceCents: 3000, quantity: 2 }], sweet10, {
        giftWrapCents: 399,
        insulationCents: 499,
      }),
    ).toEqual({
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 0,
      giftWrapCents: 399,
      insulationCents: 499,
      totalCents: 6298,
      freeShippingRemainingCents: 0,
    });
    // A coupon worth more than the cart takes nothing off the fees.
    expect(
      orderPrice(
        [{ unitPriceCents: 500, quantity: 1 }],
        { discountType: "fixed_amount", discountValue: 5000 },
        {
          giftWrapCents: 399,
          insulationCents: 0,
        },
      ).totalCents,
    ).toBe(0 + 599 + 399);
    expect(orderPrice([{ unitPriceCents: 1999, quantity: 2 }])).toMatchObject({
      totalCents: 4597,
      giftWrapCents: 0,
      insulationCents: 0,
    });
  });

  it("stays exact for every cart, coupon and combination of extras: the parts add up to the total", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.option(coupon), fees, (lines, terms, extra) => {
        const price = orderPrice(lines, terms, extra);
        const plain = priceBreakdown(lines, terms);
        for (const value of Object.values(price)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        // The extras change neither the discount nor the shipping nor the free-shipping hint.
        expect(price).toMatchObject({
          ...plain,
          totalCents: plain.totalCents + extra.giftWrapCents + extra.insulationCents,
        });
        expect(price.totalCents).toBe(
          price.subtotalCents -
            price.discountCents +
            price.shippingCents +
            price.giftWrapCents +
            price.insulationCents,
        );
      }),
    );
  });
});
