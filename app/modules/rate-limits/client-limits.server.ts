import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from "./rate-limit.server";

const MINUTE = 60_000;

/**
 * What one client (an address; TRUST_PROXY decides which) may do, how often, where no account
 * or e-mail address names the visitor. Generous for a family behind one address; too few for a
 * script hoarding stock, enumerating coupon codes or flooding the inbox (decision 016).
 */
export const CLIENT_LIMITS = {
  /** Prepared checkouts (each reserves stock for 30 minutes). */
  prepare: { limit: 10, windowMs: 10 * MINUTE },
  /** Coupon checks at checkout. */
  coupon: { limit: 30, windowMs: 10 * MINUTE },
  /** Messages sent through the contact form. */
  contact: { limit: 5, windowMs: 60 * MINUTE },
  /** Newsletter sign-ups (each may send a confirmation e-mail; decision 017). */
  newsletter: { limit: 10, windowMs: 60 * MINUTE },
  /**
   * Order look-ups by number and e-mail (`/track`, decision 080): a shopper mistyping a few
   * times is never stopped; a script guessing numbers for an address is.
   */
  track: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Gift card codes looked up (`/gift-cards/balance` and the checkout's "Gift card" field,
   * decision 085): 80-bit codes cannot be guessed, and a script is stopped trying.
   */
  giftCard: { limit: 10, windowMs: 15 * MINUTE },
  /** Back-in-stock alerts asked for ("Notify me"; a visitor's may send a confirmation e-mail, decision 065). */
  stockAlert: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type ClientAction = keyof typeof CLIENT_LIMITS;

/**
 * Card testing (decision 037): declined card payments one client may have in any hour before
 * its payments and new checkouts are refused, and one order may have before it is cancelled.
 * A shopper whose card is refused once or twice is untouched.
 */
export const DECLINE_LIMITS = {
  perClient: { limit: 5, windowMs: 60 * MINUTE },
  perOrder: 3,
};

export type DeclineRules = typeof DECLINE_LIMITS;

/** Unpaid orders one client may hold at once (its own checkout's earlier order is replaced). */
export const UNPAID_ORDERS_PER_CLIENT = 3;

/**
 * Units one client may hold in unpaid orders at once, all its orders together (decision 036).
 * A client here is everything that names the shopper: the address, the account and the checkout
 * session, so neither a new cookie nor a new address starts afresh. 60 is five bags of the
 * default limit: two shoppers behind one office address each check out a full cart (two of 30
 * fit), while one address holds 0.6% of the demo shop's 9,820 units and ten hold 6%.
 */
export const UNPAID_UNITS_PER_CLIENT = 60;

/**
 * Products whose last units one client may hold unpaid at once (decision 036). Only an emptied
 * product shows Out of Stock: with one, an address can blank one product and ten addresses ten
 * (the goal is at most 5 and 14), whatever they learn of the stock. A shopper buying the last
 * units of two products pays for one first.
 */
export const LAST_UNITS_PRODUCTS_PER_CLIENT = 1;

/** What Prepare Payment bounds per client; null in the deps: RATE_LIMITS=off. */
export interface ClientHoldLimits {
  orders: number;
  units: number;
  lastUnitsProducts: number;
}

export const CLIENT_HOLD_LIMITS: ClientHoldLimits = {
  orders: UNPAID_ORDERS_PER_CLIENT,
  units: UNPAID_UNITS_PER_CLIENT,
  lastUnitsProducts: LAST_UNITS_PRODUCTS_PER_CLIENT,
};

/** The database, the RATE_LIMITS setting and the client (a load context has them all). */
export interface ClientLimitContext {
  db: Database;
  env: Pick<Env, "RATE_LIMITS">;
  clientIp: string;
}

/** Counts one `action` for the client; RATE_LIMITS=off lets everything through. */
export function hitClientLimit(
  context: ClientLimitContext,
  action: ClientAction,
  now?: Date,
): Promise<RateLimitResult> {
  if (!context.env.RATE_LIMITS) return Promise.resolve({ limited: false });
  return hitRateLimit(context.db, `${action}:ip:${context.clientIp}`, CLIENT_LIMITS[action], now);
}

/** Whole minutes to wait, at least one: "Please try again in N minutes." */
export const minutesToWait = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / MINUTE));

/** The Retry-After header (seconds) for a limited answer. */
export const retryAfterHeader = (retryAfterMs: number) => ({
  "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
});
