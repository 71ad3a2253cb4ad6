import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";

/**
 * The order-tracking form (`/track`, issue 30 item 2): an order number and the e-mail address it
 * was placed with. One schema for the browser and the action (decision 045); its messages are
 * codes the page translates from `afterSale.track.errors.<code>`. The number is taken in any case
 * and with spaces around it, as people copy it from an e-mail.
 */

export const TRACK_FIELDS = ["number", "email"] as const;
export type TrackField = (typeof TRACK_FIELDS)[number];
export const TRACK_ERROR_CODES = [
  "numberRequired",
  "numberInvalid",
  "emailRequired",
  "emailInvalid",
] as const;
export type TrackErrorCode = (typeof TRACK_ERROR_CODES)[number];

/** `ST-` and eight letters or digits (the shop's own alphabet is checked on the server). */
const NUMBER_SHAPE = /^ST-[A-Z0-9]{8}$/;

export const trackSchema = z.object({
  number: z
    .string({ error: "numberRequired" })
    .trim()
    .min(1, "numberRequired")
    .transform((value) => value.toUpperCase())
    .refine((value) => NUMBER_SHAPE.test(value), "numberInvalid"),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, "emailRequired")
    .max(254, "emailInvalid")
    .pipe(z.email("emailInvalid")),
});

export type TrackRequest = z.infer<typeof trackSchema>;
export type TrackErrors = FieldErrors<TrackField, TrackErrorCode>;

export const validateTrackForm = (input: FormData | Record<string, unknown>) =>
  validateForm(trackSchema, input, {
    fields: TRACK_FIELDS,
    codes: TRACK_ERROR_CODES,
    fallback: "numberRequired",
  });
