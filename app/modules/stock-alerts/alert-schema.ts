import { z } from "zod";
import { validateForm } from "~/lib/forms/validate";

/** The "Notify me" form's fields, in the order shown. */
export const ALERT_FIELDS = ["email"] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

export const ALERT_PROBLEMS = ["required", "invalid"] as const;
export type AlertProblem = (typeof ALERT_PROBLEMS)[number];

/** The longest address SMTP can deliver to. */
const EMAIL_MAX_LENGTH = 254;

/**
 * The address a back-in-stock alert goes to, checked alike by the form and the action (decision
 * 045): trimmed and lower-cased, so "Ana@Example.COM " and "ana@example.com" are one alert.
 */
export const alertSchema = z.object({
  email: z
    .string("required")
    .trim()
    .min(1, "required")
    .max(EMAIL_MAX_LENGTH, "invalid")
    .toLowerCase()
    .pipe(z.email("invalid")),
});

export function validateAlert(input: FormData | Record<string, unknown>) {
  return validateForm(alertSchema, input, {
    fields: ALERT_FIELDS,
    codes: ALERT_PROBLEMS,
    fallback: "invalid",
  });
}
