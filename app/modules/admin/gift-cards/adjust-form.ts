import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { isPlainLine } from "~/lib/plain-text";
import { dollarsToCents } from "~/lib/money";
import { GIFT_CARD_MAX_CENTS } from "~/modules/gift-cards/rules";

/**
 * The admin's "Adjust balance" form (decision 094): add to or take from a card's balance by hand,
 * with the reason the ledger and the audit log keep. One schema for the page and the action;
 * what the card's balance allows (never below zero, never above the card's amount) the action
 * decides with the card's row locked (`belowZero`, `aboveAmount`).
 */
export const ADJUST_FIELDS = ["direction", "amount", "reason"] as const;
export type AdjustField = (typeof ADJUST_FIELDS)[number];
export const ADJUST_ERROR_CODES = [
  "direction",
  "amount",
  "required",
  "tooLong",
  "invalidCharacters",
  "belowZero",
  "aboveAmount",
] as const;
export type AdjustErrorCode = (typeof ADJUST_ERROR_CODES)[number];
export type AdjustErrors = FieldErrors<AdjustField, AdjustErrorCode>;

const adjustSchema = z
  .object({
    direction: z.enum(["add", "remove"], { error: "direction" }),
    amount: z
      .string({ error: "amount" })
      .transform(dollarsToCents)
      .pipe(z.number({ error: "amount" }).min(1, "amount").max(GIFT_CARD_MAX_CENTS, "amount")),
    reason: z
      .string({ error: "required" })
      .trim()
      .min(1, "required")
      .max(200, "tooLong")
      .refine(isPlainLine, "invalidCharacters"),
  })
  .transform(({ direction, amount, reason }) => ({
    changeCents: direction === "add" ? amount : -amount,
    reason,
  }));

export type AdjustInput = z.output<typeof adjustSchema>;

export const validateAdjustForm = (input: FormData | Record<string, unknown>) =>
  validateForm(adjustSchema, input, {
    fields: ADJUST_FIELDS,
    codes: ADJUST_ERROR_CODES,
    fallback: "required",
  });
