import { z } from "zod";
import { characterCount, isPlainLine, isPlainText } from "~/lib/plain-text";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MESSAGE_MAX_CHARACTERS, GIFT_CARD_MIN_CENTS } from "./rules";

// Apart from rules.ts, which the cart (on every page) reads: zod stays out of the shared frame.

/**
 * A gift card as the buyer chose it (the gift-card page's form, the cart's line and the checkout
 * request). Messages are codes the page translates (giftCards.errors.*). The server checks the
 * delivery day against its own clock.
 */
export const giftCardPurchaseSchema = z.object({
  amountCents: z
    .number({ error: "amount" })
    .int("amount")
    .min(GIFT_CARD_MIN_CENTS, "amount")
    .max(GIFT_CARD_MAX_CENTS, "amount"),
  recipientName: z
    .string()
    .trim()
    .min(1, "required")
    .max(100, "tooLong")
    .refine(isPlainLine, "invalidCharacters"),
  recipientEmail: z.string().trim().min(1, "required").max(254, "emailInvalid").pipe(z.email("emailInvalid")),
  message: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .refine((text) => characterCount(text) <= GIFT_CARD_MESSAGE_MAX_CHARACTERS, "messageTooLong")
        .refine(isPlainText, "invalidCharacters"),
    )
    .optional()
    .default(""),
  deliverOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date"),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;
export type GiftCardPurchaseInput = z.input<typeof giftCardPurchaseSchema>;
