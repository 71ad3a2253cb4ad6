import { describe, expect, it } from "vitest";
import { contactTextParts, shopContact } from "./shop-contact";

describe("shopContact", () => {
  it("shows only what is set", () => {
    expect(shopContact({})).toEqual({ email: null, social: [] });
    expect(
      shopContact({
        CONTACT_EMAIL: "help@shop.test",
        SOCIAL_X_URL: "https://x.com/shop",
        SOCIAL_INSTAGRAM_URL: "https://instagram.com/shop",
      }),
    ).toEqual({
      email: "help@shop.test",
      social: [
        { network: "instagram", url: "https://instagram.com/shop" },
        { network: "x", url: "https://x.com/shop" },
      ],
    });
  });
});

describe("contactTextParts", () => {
  const text = "{email?Write to @ or use|Use} the contact form, with your order number.";

  it("names the address as a link when one is set", () => {
    expect(contactTextParts(text, "help@shop.test")).toEqual([
      { text: "Write to " },
      { email: "help@shop.test" },
      { text: " or use the contact form, with your order number." },
    ]);
  });

  it("says the other wording, with no address, when none is set", () => {
    expect(contactTextParts(text, null)).toEqual([{ text: "Use the contact form, with your order number." }]);
  });

  it("leaves texts without a choice alone, an @ inside words too", () => {
    expect(contactTextParts("Mail a@b.c at 9.", "help@shop.test")).toEqual([{ text: "Mail a@b.c at 9." }]);
    expect(contactTextParts("Plain.", null)).toEqual([{ text: "Plain." }]);
  });
});
