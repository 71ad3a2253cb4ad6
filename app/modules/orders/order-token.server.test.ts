import { describe, expect, it } from "vitest";
import {
  newCheckoutToken,
  orderEmailToken,
  signCheckoutToken,
  verifyCheckoutToken,
  verifyOrderEmailToken,
} from "./order-token.server";

const secret = "a-secret-of-at-least-32-characters!!";

describe("checkout cookie", () => {
  it("gives back the token it signed", () => {
    const token = newCheckoutToken();
    expect(verifyCheckoutToken(secret, signCheckoutToken(secret, token))).toBe(token);
  });

  it("refuses a forged, altered, foreign or missing value", () => {
    const signed = signCheckoutToken(secret, "abc");
    expect(verifyCheckoutToken(secret, signed.replace("abc", "abd"))).toBeNull();
    expect(verifyCheckoutToken(secret, `${signed}x`)).toBeNull();
    expect(verifyCheckoutToken("another-secret-of-32-characters-or-more", signed)).toBeNull();
    expect(verifyCheckoutToken(secret, "abc")).toBeNull();
    expect(verifyCheckoutToken(secret, null)).toBeNull();
  });
});

describe("order e-mail token", () => {
  it("opens its own order only", () => {
    const token = orderEmailToken(secret, "order-1");
    expect(verifyOrderEmailToken(secret, "order-1", token)).toBe(true);
    expect(verifyOrderEmailToken(secret, "order-2", token)).toBe(false);
    expect(verifyOrderEmailToken(secret, "order-1", "")).toBe(false);
  });

  it("cannot stand in for a checkout cookie signature", () => {
    expect(verifyCheckoutToken(secret, `order-1.${orderEmailToken(secret, "order-1")}`)).toBeNull();
  });
});
