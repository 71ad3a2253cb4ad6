import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { dollarsToCents } from "~/lib/money";
import { GIFT_CARD_MAX_CENTS } from "~/modules/gift-cards/rules";

/** The admin's "Issue a gift card" form (decision 085): one schema for the page and the action. */
export const ISSUE_FIELDS = ["amount", "recipientEmail", "recipientName", "message", "note"] as const;
export type IssueField = (typeof ISSUE_FIELDS)[number];
export const ISSUE_ERROR_CODES = ["amount", "required", "emailInvalid", "tooLong"] as const;
export type IssueErrorCode = (typeof ISSUE_ERROR_CODES)[number];

const issueSchema = z.object({
  amount: z
    .string({ error: "amount" })
    .transform(dollarsToCents)
    // By hand from a dollar (a goodwill gesture may be small) up to what a shopper may buy.
    .pipe(z.number({ error: "amount" }).min(100, "amount").max(GIFT_CARD_MAX_CENTS, "amount")),
  recipientEmail: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(254, "emailInvalid")
    .pipe(z.email("emailInvalid")),
  recipientName: z.string().trim().max(100, "tooLong").optional().default(""),
  message: z.string().trim().max(250, "tooLong").optional().default(""),
  note: z.string().trim().max(500, "tooLong").optional().default(""),
});

export const validateIssueForm = (input: FormData | Record<string, unknown>) =>
  validateForm(issueSchema, input, { fields: ISSUE_FIELDS, codes: ISSUE_ERROR_CODES, fallback: "required" });
export type IssueInput = z.infer<typeof issueSchema>;
export type IssueErrors = FieldErrors<IssueField, IssueErrorCode>;
