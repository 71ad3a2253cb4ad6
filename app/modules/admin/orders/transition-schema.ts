import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
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

/** A field left empty counts as not sent: each form of the page sends only its own fields. */
const sent = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

export const transitionSchema = z
  .object({
    from: sent(z.enum(ORDER_STATUSES, { error: "invalid" })),
    to: sent(z.enum(targetStatuses, { error: "invalid" })),
    carrier: sent(
      z.string().trim().max(CARRIER_MAX, "tooLong").refine(isPlainLine, "invalidCharacters").optional(),
    ),
    trackingNumber: sent(
      z
        .string()
        .trim()
        .max(TRACKING_MAX, "tooLong")
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$|^$/, "trackingInvalid")
        .optional(),
    ),
    note: sent(
      z.string().trim().max(NOTE_MAX, "tooLong").refine(isPlainText, "invalidCharacters").optional(),
    ),
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
export type TransitionErrors = FieldErrors<TransitionField, TransitionErrorCode>;

/**
 * Checks the status form (FormData or a plain object); the first problem of each field, as a
 * code. The page words a wrong character as any other wrong value ("invalid").
 */
export const validateTransition = (input: FormData | Record<string, unknown>) =>
  validateForm(transitionSchema, input, {
    fields: TRANSITION_FIELDS,
    codes: ["required", "tooLong", "trackingInvalid", "invalid"],
    fallback: "invalid",
  });
