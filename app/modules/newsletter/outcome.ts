import { SIGNUP_ERRORS, type SignupError } from "./signup-schema";

/**
 * Without JavaScript the newsletter form is a plain POST: the server answers with a redirect
 * back to the home page, whose `?newsletter=` parameter says how it went.
 */
export const OUTCOME_PARAM = "newsletter";

const outcomes = {
  subscribed: "home.newsletter.subscribed",
  required: SIGNUP_ERRORS.required,
  invalid: SIGNUP_ERRORS.invalid,
  failed: "home.newsletter.failed",
} as const;

export type NewsletterOutcome = keyof typeof outcomes;

/** The home page's address that reports an outcome, at the newsletter box. */
export function outcomeUrl(outcome: NewsletterOutcome): string {
  return `/?${OUTCOME_PARAM}=${outcome}#newsletter`;
}

export function outcomeOfError(error: SignupError): NewsletterOutcome {
  return error === SIGNUP_ERRORS.required ? "required" : "invalid";
}

/** What to tell the visitor about an outcome named in the address; null for anything else. */
export function outcomeMessage(
  value: string | null,
): { success: boolean; message: (typeof outcomes)[NewsletterOutcome] } | null {
  if (value === null || !Object.hasOwn(outcomes, value)) return null;
  const outcome = value as NewsletterOutcome;
  return { success: outcome === "subscribed", message: outcomes[outcome] };
}
