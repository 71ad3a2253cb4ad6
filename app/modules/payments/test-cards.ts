/**
 * The sandbox's test cards (DESIGN section 4): they behave like the payment provider's test
 * mode, and no other number is ever accepted, so the sandbox can never charge a real card.
 * Pure: the same card and date always give the same outcome.
 */

export interface CardInput {
  number: string;
  expMonth: number;
  /** Two or four digits, as typed. */
  expYear: number;
  cvc: string;
}

/** Why a card was refused; each has the provider's message (payments.card.* texts). */
export type CardProblem =
  | "invalidNumber"
  | "invalidExpiryMonth"
  | "invalidExpiryYear"
  | "invalidCvc"
  | "expired"
  | "declined"
  | "insufficientFunds"
  | "incorrectCvc";

export type CardOutcome =
  | { kind: "succeeded" }
  | { kind: "requires_action" }
  /** The bank said no: the provider reports it as a failed payment (an event). */
  | { kind: "declined"; problem: CardProblem }
  /** The card details themselves are wrong: refused before any payment attempt (no event). */
  | { kind: "invalid"; problem: CardProblem };

// A Map, not an object: a "number" such as `constructor` or `__proto__` must find nothing.
const TEST_CARDS = new Map<string, CardOutcome>([
  ["4242424242424242", { kind: "succeeded" }],
  ["4000002500003155", { kind: "requires_action" }],
  ["4000000000000002", { kind: "declined", problem: "declined" }],
  ["4000000000009995", { kind: "declined", problem: "insufficientFunds" }],
  ["4000000000000069", { kind: "declined", problem: "expired" }],
  ["4000000000000127", { kind: "declined", problem: "incorrectCvc" }],
]);

/**
 * The last four digits of the one test card that asks for authentication: the payment its
 * authentication page completes was tried with it.
 */
export const AUTHENTICATION_CARD_LAST4 = "3155";

/** Digits only: shoppers type card numbers with spaces or dashes. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** A two-digit year is in this century, as printed on cards. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The details are checked first, like the provider's card form does, then the card's behaviour. */
export function cardOutcome(card: CardInput, now: Date): CardOutcome {
  const behaviour = TEST_CARDS.get(normalizeCardNumber(card.number));
  if (!behaviour) return { kind: "invalid", problem: "invalidNumber" };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { kind: "invalid", problem: "invalidExpiryMonth" };
  }
  const year = fullYear(card.expYear);
  if (!Number.isInteger(card.expYear) || card.expYear < 0 || year > now.getUTCFullYear() + 50) {
    return { kind: "invalid", problem: "invalidExpiryYear" };
  }
  // A card is valid to the end of its expiry month.
  const endOfExpiryMonth = Date.UTC(year, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return { kind: "invalid", problem: "expired" };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: "invalid", problem: "invalidCvc" };
  return behaviour;
}
