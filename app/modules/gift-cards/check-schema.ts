import { z } from "zod";

/** The body of `POST /api/gift-cards/check` (decision 085). */
export const giftCardCheckRequestSchema = z.object({ code: z.string().max(64) });

/**
 * Its answer: what the card can pay now (its balance less what unpaid orders hold of it) and its
 * last four characters; `none` for a blank, unknown, disabled or used-up code alike; 429
 * `tooMany` past the client's limit (the same limit as `/gift-cards/balance`).
 */
export type GiftCardCheckResponse =
  | { ok: true; last4: string; availableCents: number }
  | { ok: false; problem: "none" }
  | { ok: false; problem: "tooMany"; error: string };
