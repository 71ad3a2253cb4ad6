import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addDays,
  deliveryDayAllowed,
  formatGiftCardCode,
  giftCardPayment,
  isoDay,
  looksLikeGiftCardCode,
  normalizeGiftCardCode,
  sendAfterFor,
  shopDay,
  startOfShopDay,
} from "./rules";
import { validateBuyForm } from "./forms";
import { withGiftCards } from "./cart-line";
import { priceBreakdown } from "~/modules/pricing/pricing";

describe("gift card codes", () => {
  it("reads a code in any case, with spaces or dashes, and prints it in fours", () => {
    expect(normalizeGiftCardCode(" abcd-efgh jkmn-pqrs ")).toBe("ABCDEFGHJKMNPQRS");
    expect(looksLikeGiftCardCode("ABCDEFGHJKMNPQRS")).toBe(true);
    expect(looksLikeGiftCardCode("ABCDEFGH")).toBe(false);
    expect(formatGiftCardCode("abcdefghjkmnpqrs")).toBe("ABCD-EFGH-JKMN-PQRS");
  });
});

describe("delivery days", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it("allows today up to a year ahead, real dates only", () => {
    expect(deliveryDayAllowed("2026-11-27", now)).toBe(true);
    expect(deliveryDayAllowed("2027-11-27", now)).toBe(true);
    expect(deliveryDayAllowed("2027-11-28", now)).toBe(false);
    expect(deliveryDayAllowed("2026-11-26", now)).toBe(false);
    expect(deliveryDayAllowed("2026-02-30", now)).toBe(false);
    expect(deliveryDayAllowed("tomorrow", now)).toBe(false);
  });
  it("is due at once today, at the day's start later", () => {
    expect(sendAfterFor("2026-11-27", now)).toBeNull();
    expect(sendAfterFor(addDays("2026-11-27", 2), now)?.toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });
});

describe("delivery days in the shop's time zone (decision 095)", () => {
  const LA = "America/Los_Angeles";
  it("an evening buyer's today is the shop's today, not tomorrow in UTC", () => {
    // 8:30 pm on Nov 27 in Portland is already Nov 28 in UTC.
    const evening = new Date("2026-11-28T04:30:00Z");
    expect(shopDay(evening, LA)).toBe("2026-11-27");
    expect(deliveryDayAllowed("2026-11-27", evening, LA)).toBe(true);
    expect(deliveryDayAllowed("2026-11-27", evening)).toBe(false);
    expect(deliveryDayAllowed("2027-11-27", evening, LA)).toBe(true);
    expect(deliveryDayAllowed("2027-11-28", evening, LA)).toBe(false);
    expect(sendAfterFor("2026-11-27", evening, LA)).toBeNull();
  });
  it("the day turns at midnight in the shop, to the second", () => {
    const lastSecond = new Date("2026-11-28T07:59:59Z");
    const midnight = new Date("2026-11-28T08:00:00Z");
    expect(shopDay(lastSecond, LA)).toBe("2026-11-27");
    expect(shopDay(midnight, LA)).toBe("2026-11-28");
    expect(deliveryDayAllowed("2026-11-27", midnight, LA)).toBe(false);
  });
  it("a later day's e-mail is due at 00:00 in the shop, summer time or not", () => {
    const now = new Date("2026-11-27T20:00:00Z");
    expect(startOfShopDay("2026-11-29", LA).toISOString()).toBe("2026-11-29T08:00:00.000Z");
    expect(sendAfterFor("2026-11-29", now, LA)?.toISOString()).toBe("2026-11-29T08:00:00.000Z");
    expect(startOfShopDay("2027-07-04", LA).toISOString()).toBe("2027-07-04T07:00:00.000Z");
    // The days summer time starts and ends there.
    expect(startOfShopDay("2027-03-14", LA).toISOString()).toBe("2027-03-14T08:00:00.000Z");
    expect(startOfShopDay("2027-11-07", LA).toISOString()).toBe("2027-11-07T07:00:00.000Z");
    expect(startOfShopDay("2026-11-29", "Asia/Tokyo").toISOString()).toBe("2026-11-28T15:00:00.000Z");
    expect(startOfShopDay("2026-11-29", "UTC").toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });
  it("the buy form takes the page's today as the shop's", () => {
    const form = (deliverOn: string, today: string) =>
      validateBuyForm(
        { amount: "2500", recipientName: "Ana", recipientEmail: "ana@example.com", deliverOn },
        today,
      ).success;
    expect(form("2026-11-27", "2026-11-27")).toBe(true);
    expect(form("2026-11-26", "2026-11-27")).toBe(false);
    expect(isoDay(new Date("2026-11-28T04:30:00Z"))).toBe("2026-11-28");
  });
});

describe("giftCardPayment", () => {
  it("pays as much as the balance allows, leaving a card payment of at least the minimum", () => {
    expect(
      giftCardPayment({ totalCents: 3599, giftCardsBoughtCents: 0, balanceCents: 2500, minCardCents: 50 }),
    ).toEqual({
      giftCardCents: 2500,
      dueCents: 1099,
    });
    expect(
      giftCardPayment({ totalCents: 3599, giftCardsBoughtCents: 0, balanceCents: 9999, minCardCents: 50 }),
    ).toEqual({
      giftCardCents: 3599,
      dueCents: 0,
    });
    expect(
      giftCardPayment({ totalCents: 3599, giftCardsBoughtCents: 0, balanceCents: 3580, minCardCents: 50 }),
    ).toEqual({
      giftCardCents: 3549,
      dueCents: 50,
    });
    // Gift cards bought are never paid with a gift card.
    expect(
      giftCardPayment({ totalCents: 7599, giftCardsBoughtCents: 5000, balanceCents: 9999, minCardCents: 50 }),
    ).toEqual({
      giftCardCents: 2599,
      dueCents: 5000,
    });
    // Under the card minimum, the card must pay everything or nothing works.
    expect(
      giftCardPayment({ totalCents: 40, giftCardsBoughtCents: 0, balanceCents: 30, minCardCents: 50 }),
    ).toBeNull();
  });

  it("keeps the money exact for any total, balance and gift cards bought", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (candy, bought, balance) => {
          const total = candy + bought;
          const paid = giftCardPayment({
            totalCents: total,
            giftCardsBoughtCents: bought,
            balanceCents: balance,
            minCardCents: 50,
          });
          if (!paid)
            return (
              total < 50 || (total - Math.min(balance, candy) > 0 && total - Math.min(balance, candy) < 50)
            );
          return (
            paid.giftCardCents + paid.dueCents === total &&
            paid.giftCardCents >= 0 &&
            paid.giftCardCents <= balance &&
            paid.giftCardCents <= candy &&
            (paid.dueCents === 0 || paid.dueCents >= 50)
          );
        },
      ),
    );
  });
});

describe("the buy form", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const form = (values: Record<string, string>) =>
    validateBuyForm(
      {
        amount: "2500",
        recipientName: "Ana",
        recipientEmail: "ana@example.com",
        message: "",
        deliverOn: "2026-11-27",
        ...values,
      },
      isoDay(now),
    );
  it("takes a preset or a chosen amount within the bounds", () => {
    expect(form({})).toMatchObject({ success: true, data: { amountCents: 2500 } });
    expect(form({ amount: "other", otherAmount: "42.50" })).toMatchObject({
      success: true,
      data: { amountCents: 4250 },
    });
    expect(form({ amount: "other", otherAmount: "9" })).toEqual({
      success: false,
      errors: { otherAmount: "amount" },
    });
    expect(form({ amount: "other", otherAmount: "501" })).toEqual({
      success: false,
      errors: { otherAmount: "amount" },
    });
    expect(form({ amount: "99999" })).toEqual({ success: false, errors: { amount: "amount" } });
  });
  it("names each field's problem", () => {
    expect(form({ recipientName: " ", recipientEmail: "nope", deliverOn: "2026-11-26" })).toEqual({
      success: false,
      errors: { recipientName: "required", recipientEmail: "emailInvalid" },
    });
    expect(form({ deliverOn: "2028-01-01" })).toEqual({ success: false, errors: { deliverOn: "date" } });
    expect(form({ message: "x".repeat(251) })).toEqual({
      success: false,
      errors: { message: "messageTooLong" },
    });
  });
});

describe("withGiftCards", () => {
  it("adds the cards to the subtotal and total without shipping or a free-shipping hint of their own", () => {
    const cards = withGiftCards(priceBreakdown([]), 5000, false);
    expect(cards).toMatchObject({
      subtotalCents: 5000,
      shippingCents: 0,
      totalCents: 5000,
      freeShippingRemainingCents: 0,
    });
    const mixed = withGiftCards(priceBreakdown([{ unitPriceCents: 1000, quantity: 1 }]), 5000, true);
    expect(mixed).toMatchObject({
      subtotalCents: 6000,
      shippingCents: 599,
      totalCents: 6599,
      freeShippingRemainingCents: 5000,
    });
  });
});
