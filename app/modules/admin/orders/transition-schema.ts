import { z } from "zod";
import { isPlainLine, isPlainText } from "~/lib/plain-text";
import { targetStatuses } from "./status-machine";
import { ORDER_STATUSES } from "./statuses";

/**
 * The detail page's status form: one schema for the browser (quick feedback) and the action (the
 * truth). `from` is the status the admin saw: if the order moved meanwhile, nothing happens.
 * Shipping needs a carrier and a tracking number. Messages are codes, translated from
 * `orders.errors.<code>`.
 */

export const CARRIER_MAX = 60;
export const TRACKING_MAX = 60;
export const NOTE_MAX = 500;

export const transitionSchema = z
  .object({
    from: z.enum(ORDER_STATUSES, { error: "invalid" }),
    to: z.enum(targetStatuses, { error: "invalid" }),
    carrier: z
      .string()
      .trim()
      .max(CARRIER_MAX, "tooLong")
      .refine(isPlainLine, "invalidCharacters")
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .max(TRACKING_MAX, "tooLong")
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$|^$/, "trackingInvalid")
      .optional(),
    note: z.string().trim().max(NOTE_MAX, "tooLong").refine(isPlainText, "invalidCharacters").optional(),
  })
  .superRefine((value, context) => {
    if (value.to !== "shipped") return;
    // Trimmed by now: a carrier of spaces is no carrier.
    if (!value.carrier) context.addIssue({ code: "custom", path: ["carrier"], message: "required" });
    if (!value.trackingNumber) {
      context.addIssue({ code: "custom", path: ["trackingNumber"], message: "required" });
    }
  });

export type TransitionFields = z.infer<typeof transitionSchema>;
export const TRANSITION_FIELDS = ["from", "to", "carrier", "trackingNumber", "note"] as const;
export type TransitionField = (typeof TRANSITION_FIELDS)[number];
export type TransitionErrorCode =
  "required" | "tooLong" | "invalidCharacters" | "trackingInvalid" | "invalid";
export type TransitionErrors = Partial<Record<TransitionField, TransitionErrorCode>>;

export type TransitionValidation =
  { success: true; data: TransitionFields } | { success: false; errors: TransitionErrors };

/** Checks the status form (FormData or a plain object); the first problem of each field, as a code. */
export function validateTransition(input: FormData | Record<string, unknown>): TransitionValidation {
  const values = Object.fromEntries(
    TRANSITION_FIELDS.map((field) => {
      const value = input instanceof FormData ? input.get(field) : input[field];
      return [field, typeof value === "string" && value !== "" ? value : undefined];
    }),
  );
  const parsed = transitionSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: TransitionErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TransitionField;
    errors[field] ??= (
      ["required", "tooLong", "trackingInvalid"].includes(issue.message) ? issue.message : "invalid"
    ) as TransitionErrorCode;
  }
  return { success: false, errors };
}
