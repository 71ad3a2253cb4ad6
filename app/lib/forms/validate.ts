import type { z } from "zod";

/**
 * The form kit's checks (decision 045), shared by the browser and the server: one zod schema per
 * form, whose messages are codes that the page translates, so a schema speaks no language.
 */

/** The first problem of each field that has one, as a message code. */
export type FieldErrors<Field extends string, Code extends string = string> = Partial<Record<Field, Code>>;

/** What a form's check answers: the checked data, or each field's first problem. */
export type FormValidation<Data, Field extends string, Code extends string = string> =
  { success: true; data: Data } | { success: false; errors: FieldErrors<Field, Code> };

/** What a form sent, as text, field by field. */
export type FormValues<Field extends string> = Partial<Record<Field, string>>;

type FormInput = FormData | Record<string, unknown>;

/**
 * The named fields of a form, from FormData or from a plain object of them: a field that was not
 * sent is `undefined`, so a schema's `optional()` and its "required" message both work.
 */
export function formValues(input: FormInput, fields: readonly string[]): Record<string, unknown> {
  if (!(input instanceof FormData)) return input;
  return Object.fromEntries(fields.map((field) => [field, input.get(field) ?? undefined]));
}

export interface CodeRules<Code extends string> {
  /** The codes the schema's messages may be. */
  codes: readonly Code[];
  /** What a message that is none of them becomes (zod's own, from an unexpected type). */
  fallback: Code;
}

/** A schema's message as one of the form's codes. */
export const messageCode = <Code extends string>(
  message: string | undefined,
  { codes, fallback }: CodeRules<Code>,
) => ((codes as readonly string[]).includes(message ?? "") ? (message as Code) : fallback);

/** Each field's first problem among zod's issues; `fieldOf` says which field an issue is about. */
export function firstProblems<Field extends string, Code extends string>(
  issues: readonly z.core.$ZodIssue[],
  rules: CodeRules<Code>,
  fieldOf: (path: readonly PropertyKey[]) => Field | undefined = (path) => path[0] as Field,
): FieldErrors<Field, Code> {
  const errors: FieldErrors<Field, Code> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined) errors[field] ??= messageCode(issue.message, rules);
  }
  return errors;
}

/** Checks the fields of a form (FormData or a plain object) with its schema. */
export function validateForm<Schema extends z.ZodType, Field extends string, Code extends string>(
  schema: Schema,
  input: FormInput,
  rules: CodeRules<Code> & { fields: readonly Field[] },
): FormValidation<z.output<Schema>, Field, Code> {
  const result = schema.safeParse(formValues(input, rules.fields));
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: firstProblems<Field, Code>(result.error.issues, rules) };
}

/** The problem with one field's value alone (for rules that involve no other field), or null. */
export function fieldProblem<Code extends string>(
  schema: z.ZodType,
  value: unknown,
  rules: CodeRules<Code>,
): Code | null {
  const result = schema.safeParse(value);
  return result.success ? null : messageCode(result.error.issues[0]?.message, rules);
}
