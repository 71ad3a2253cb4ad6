import { describe, expect, it } from "vitest";
import { extrasRequest, giftProblems, NO_GIFT, shownRecipient } from "./gift-choice";

const shipping = { firstName: "Ana", lastName: "García" };

describe("the checkout's gift choice", () => {
  it("follows the shipping name until a name is typed", () => {
    expect(shownRecipient({ ...NO_GIFT, isGift: true }, shipping)).toBe("Ana García");
    expect(shownRecipient({ ...NO_GIFT, isGift: true, recipientName: "Luis" }, shipping)).toBe("Luis");
    expect(shownRecipient({ ...NO_GIFT, isGift: true, recipientName: "" }, shipping)).toBe("");
  });

  it("asks for nothing of a gift unless the order is one", () => {
    expect(extrasRequest({ ...NO_GIFT, message: "hi", giftWrap: true }, false)).toEqual({
      gift: null,
      insulated: false,
    });
    expect(extrasRequest({ ...NO_GIFT, isGift: true, giftWrap: true }, true)).toEqual({
      gift: { recipientName: "", message: "", hidePrices: false, giftWrap: true },
      insulated: true,
    });
  });

  it("finds the message's problems as the server would", () => {
    const gift = { ...NO_GIFT, isGift: true };
    expect(giftProblems({ ...gift, message: "🍫".repeat(250) })).toEqual({});
    expect(giftProblems({ ...gift, message: "x".repeat(251) })).toEqual({ message: "messageTooLong" });
    expect(giftProblems({ ...gift, recipientName: "a\u0000" })).toEqual({
      recipientName: "invalidCharacters",
    });
    // Not a gift: nothing of it is checked.
    expect(giftProblems({ ...NO_GIFT, message: "x".repeat(300) })).toEqual({});
  });
});
