import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { dollarsToCents } from "~/lib/money";
import {
  deliveryDayFrom,
  GIFT_CARD_CODE_LENGTH,
  looksLikeGiftCardCode,
  normalizeGiftCardCode,
} from "./rules";
import { giftCardPurchaseSchema } from "./purchase-schema";

/**
 * The gift-card page's forms (decision 085), one schema each for the browser and the action
 * (decision 045); messages are codes the page translates from `giftCards.errors.*` and
 * `giftCards.balance.*`.
 */

export const BUY_FIELDS = [
  "amount",
  "otherAmount",
  "recipientName",
  "recipientEmail",
  "message",
  "deliverOn",
] as const;
export type BuyField = (typeof BUY_FIELDS)[number];
export const BUY_ERROR_CODES = [
  "amount",
  "required",
  "tooLong",
  "emailInvalid",
  "messageTooLong",
  "invalidCharacters",
  "date",
] as const;
export type BuyErrorCode = (typeof BUY_ERROR_CODES)[number];
export type BuyErrors = FieldErrors<BuyField, BuyErrorCode>;

/**
 * The form's fields as typed → a purchase: a preset amount, or "other" with the amount typed;
 * its day from the shop's `today` (decision 095: the page's loader says which day that is).
 */
function buySchema(today: string) {
  return z
    .object({
      amount: z.string({ error: "amount" }).min(1, "amount"),
      otherAmount: z.string().optional().default(""),
      recipientName: z.string({ error: "required" }),
      recipientEmail: z.string({ error: "required" }),
      message: z.string().optional().default(""),
      deliverOn: z.string({ error: "date" }),
    })
    .transform((form, context) => {
      const cents = form.amount === "other" ? dollarsToCents(form.otherAmount) : Number(form.amount);
      const parsed = giftCardPurchaseSchema.safeParse({
        amountCents: cents,
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail,
        message: form.message,
        deliverOn: form.deliverOn,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field =
            issue.path[0] === "amountCents"
              ? form.amount === "other"
                ? "otherAmount"
                : "amount"
              : issue.path[0];
          context.addIssue({ code: "custom", message: issue.message, path: [field as string] });
        }
        return z.NEVER;
      }
      if (!deliveryDayFrom(parsed.data.deliverOn, today)) {
        context.addIssue({ code: "custom", message: "date", path: ["deliverOn"] });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/** `today`: the shop's day (`shopDay(now, SHOP_TIME_ZONE)`), as the page's loader gives it. */
export const validateBuyForm = (input: FormData | Record<string, unknown>, today: string) =>
  validateForm(buySchema(today), input, { fields: BUY_FIELDS, codes: BUY_ERROR_CODES, fallback: "required" });

export const BALANCE_FIELDS = ["code"] as const;
export type BalanceField = (typeof BALANCE_FIELDS)[number];
export const BALANCE_ERROR_CODES = ["invalid"] as const;

const balanceSchema = z.object({
  code: z
    .string({ error: "invalid" })
    .max(64, "invalid")
    .transform(normalizeGiftCardCode)
    .refine((code) => code.length > 0 && code.length <= GIFT_CARD_CODE_LENGTH * 2, "invalid"),
});

export const validateBalanceForm = (input: FormData | Record<string, unknown>) =>
  validateForm(balanceSchema, input, {
    fields: BALANCE_FIELDS,
    codes: BALANCE_ERROR_CODES,
    fallback: "invalid",
  });

export { looksLikeGiftCardCode };
