import type { FormValues } from "./validate";

/** Long enough for any field of ours; a pasted book does not come back whole. */
const MAX_KEPT_LENGTH = 10_000;

/**
 * What was typed, given back with a refusal so that the page drawn anew keeps it: only to a form
 * the browser posted itself, without JavaScript (`Sec-Fetch-Mode: navigate`). A script's
 * submission still has its fields on the page, so its answer stays small. Never name a password
 * field here.
 */
export function keptValues<Field extends string>(
  request: Request,
  form: FormData,
  fields: readonly Field[],
): { values?: FormValues<Field> } {
  if (request.headers.get("Sec-Fetch-Mode") !== "navigate") return {};
  const values: FormValues<Field> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, MAX_KEPT_LENGTH);
  }
  return { values };
}

/** A refused form's answer: each field's problem, and what was typed (see `keptValues`). */
export function invalidAnswer<Field extends string, Errors>(
  request: Request,
  form: FormData,
  fields: readonly Field[],
  errors: Errors,
) {
  return { status: "invalid" as const, errors, ...keptValues(request, form, fields) };
}
