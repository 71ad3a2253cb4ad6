import { describe, expect, it } from "vitest";
import { cardOutcome, type CardInput } from "./test-cards";

const NOW = new Date("2026-05-15T12:00:00Z");
const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  number: "4242424242424242",
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...overrides,
});

describe("cardOutcome", () => {
  it("gives each test card the provider's behaviour", () => {
    const outcome = (number: string) => cardOutcome(card({ number }), NOW);
    expect(outcome("4242424242424242")).toEqual({ kind: "succeeded" });
    expect(outcome("4000002500003155")).toEqual({ kind: "requires_action" });
    expect(outcome("4000000000000002")).toEqual({ kind: "declined", problem: "declined" });
    expect(outcome("4000000000009995")).toEqual({ kind: "declined", problem: "insufficientFunds" });
    expect(outcome("4000000000000069")).toEqual({ kind: "declined", problem: "expired" });
    expect(outcome("4000000000000127")).toEqual({ kind: "declined", problem: "incorrectCvc" });
  });

  it("accepts numbers typed with spaces or dashes", () => {
    expect(cardOutcome(card({ number: "4242 4242 4242 4242" }), NOW)).toEqual({ kind: "succeeded" });
    expect(cardOutcome(card({ number: "4242-4242-4242-4242" }), NOW)).toEqual({ kind: "succeeded" });
  });

  it("never accepts any other number, however real it looks", () => {
    const others = ["5555555555554444", "4111111111111111", "424242424242424", "", "abcd"];
    // Names of properties every object inherits are not cards either.
    for (const number of [...others, "constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(cardOutcome(card({ number }), NOW)).toEqual({ kind: "invalid", problem: "invalidNumber" });
    }
  });

  it("refuses an expiry in the past, and accepts the current month to its end", () => {
    expect(cardOutcome(card({ expMonth: 4, expYear: 2026 }), NOW)).toEqual({
      kind: "invalid",
      problem: "expired",
    });
    expect(cardOutcome(card({ expMonth: 5, expYear: 26 }), NOW)).toEqual({ kind: "succeeded" });
    expect(cardOutcome(card({ expMonth: 5, expYear: 26 }), new Date("2026-06-01T00:00:00Z"))).toEqual({
      kind: "invalid",
      problem: "expired",
    });
  });

  it("refuses an impossible month or year and a malformed security code", () => {
    expect(cardOutcome(card({ expMonth: 13 }), NOW)).toEqual({
      kind: "invalid",
      problem: "invalidExpiryMonth",
    });
    expect(cardOutcome(card({ expMonth: 0 }), NOW)).toEqual({
      kind: "invalid",
      problem: "invalidExpiryMonth",
    });
    expect(cardOutcome(card({ expYear: 2099 }), NOW)).toEqual({
      kind: "invalid",
      problem: "invalidExpiryYear",
    });
    for (const cvc of ["", "12", "12345", "12a"]) {
      expect(cardOutcome(card({ cvc }), NOW)).toEqual({ kind: "invalid", problem: "invalidCvc" });
    }
    expect(cardOutcome(card({ cvc: "1234" }), NOW)).toEqual({ kind: "succeeded" });
  });

  it("checks the details before the card's behaviour: an expired date on a declining card is refused as expired", () => {
    expect(cardOutcome(card({ number: "4000000000000002", expYear: 2020 }), NOW)).toEqual({
      kind: "invalid",
      problem: "expired",
    });
  });
});
