import { z } from "zod";
import { BODY_LIMIT_BYTES } from "~/config/body-limits";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "~/modules/admin/products/image-rules";
import { firstProblems, type FieldErrors, type FormValidation } from "~/lib/forms/validate";
import { MAX_REFUSAL_REASON, MAX_RETURN_NOTE, MAX_RETURN_PHOTOS, RETURN_REASONS } from "./return-rules";
import type { ReturnReason } from "~/db/schema/returns";

/**
 * The buyer's return form (issue 30, item 1) and the admin's refusal, one check for the browser
 * and the action (decision 045). A line's quantity is the field `quantity:<order line id>`; what
 * each line still allows is the page's (the server checks again under lock). Photos are checked
 * here by count, size and declared type; the server checks them by their bytes as well.
 */

export const RETURN_FIELDS = ["lines", "reason", "note", "photos"] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];
export const RETURN_ERROR_CODES = [
  "linesRequired",
  "linesTooMany",
  "reasonRequired",
  "reasonNotOffered",
  "noteTooLong",
  "photosTooMany",
  "photosTooLarge",
  "photosWrongType",
  "photosUnreadable",
  "bodyTooLarge",
] as const;
export type ReturnErrorCode = (typeof RETURN_ERROR_CODES)[number];
export type ReturnErrors = FieldErrors<ReturnField, ReturnErrorCode>;

export const QUANTITY_PREFIX = "quantity:";

/**
 * The most a return form's body may be: its photos at the image-upload limit each, and room for
 * the other fields and multipart's own overhead (a form's whole limit). The route reads no more
 * (`readLimitedForm`, as the admin's product form reads its upload) and answers a larger body with
 * 413 and `bodyTooLarge` under the photos, in the page's language, having stored nothing.
 */
export const MAX_RETURN_FORM_BYTES = MAX_RETURN_PHOTOS * IMAGE_MAX_BYTES + BODY_LIMIT_BYTES;

export interface ReturnFormData {
  lines: { orderLineId: string; quantity: number }[];
  reason: ReturnReason;
  note: string | null;
  photos: File[];
}

const rules = { codes: RETURN_ERROR_CODES, fallback: "reasonRequired" as const };

const schema = z.object({
  reason: z.enum(RETURN_REASONS, { error: "reasonRequired" }),
  note: z
    .string()
    .trim()
    .max(MAX_RETURN_NOTE, "noteTooLong")
    .transform((value) => value || null)
    .nullable()
    .default(null),
});

const isFile = (value: FormDataEntryValue): value is File =>
  typeof value === "object" && value !== null && "size" in value && value.size > 0;

/**
 * Checks the return form. `available` says how many of each line may still be asked for (the
 * lines of the order, by id); a line not in it cannot be chosen. `reasons`: those the order
 * allows (a replacement's, a fault only: decision 096).
 */
export function validateReturnForm(
  form: FormData,
  available: Readonly<Record<string, number>>,
  reasons: readonly ReturnReason[] = RETURN_REASONS,
): FormValidation<ReturnFormData, ReturnField, ReturnErrorCode> {
  const errors: ReturnErrors = {};
  const lines: ReturnFormData["lines"] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(QUANTITY_PREFIX) || typeof value !== "string" || value.trim() === "") continue;
    const orderLineId = name.slice(QUANTITY_PREFIX.length);
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 0) {
      errors.lines ??= "linesTooMany";
      continue;
    }
    if (quantity === 0) continue;
    if (!(orderLineId in available) || quantity > available[orderLineId]!) errors.lines ??= "linesTooMany";
    else lines.push({ orderLineId, quantity });
  }
  if (lines.length === 0) errors.lines ??= "linesRequired";

  const parsed = schema.safeParse({
    reason: form.get("reason") ?? undefined,
    note: typeof form.get("note") === "string" ? form.get("note") : null,
  });
  if (!parsed.success) Object.assign(errors, { ...firstProblems(parsed.error.issues, rules), ...errors });
  else if (!reasons.includes(parsed.data.reason)) errors.reason = "reasonNotOffered";

  const photos = form.getAll("photos").filter(isFile);
  if (photos.length > MAX_RETURN_PHOTOS) errors.photos = "photosTooMany";
  else if (photos.some((photo) => photo.size > IMAGE_MAX_BYTES)) errors.photos = "photosTooLarge";
  else if (photos.some((photo) => photo.type && !(IMAGE_TYPES as readonly string[]).includes(photo.type)))
    errors.photos = "photosWrongType";

  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: { lines, reason: parsed.data.reason, note: parsed.data.note, photos } };
}

/** The admin's refusal: a reason the buyer reads. */
export const REFUSAL_FIELDS = ["refusalReason"] as const;
export type RefusalField = (typeof REFUSAL_FIELDS)[number];
export const REFUSAL_ERROR_CODES = ["required", "tooLong"] as const;
export type RefusalErrorCode = (typeof REFUSAL_ERROR_CODES)[number];

const refusalSchema = z.object({
  refusalReason: z.string({ error: "required" }).trim().min(1, "required").max(MAX_REFUSAL_REASON, "tooLong"),
});

export function validateRefusal(
  form: FormData,
): FormValidation<{ refusalReason: string }, RefusalField, RefusalErrorCode> {
  const parsed = refusalSchema.safeParse({ refusalReason: form.get("refusalReason") ?? undefined });
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    errors: firstProblems<RefusalField, RefusalErrorCode>(parsed.error.issues, {
      codes: REFUSAL_ERROR_CODES,
      fallback: "required",
    }),
  };
}
