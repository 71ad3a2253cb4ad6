import { SIGNUP_ERRORS, type SignupError } from "./signup-errors";

/**
 * Without JavaScript the newsletter form is a plain POST: the server answers with a redirect
 * back to the home page, whose `?newsletter=` parameter says how it went (and `&wait=` how many
 * minutes a visitor over the sign-up limit should wait).
 */
/** What POST /api/newsletter answers a fetcher (app/routes/api.newsletter.ts). */
export type NewsletterAnswer = { ok: true } | { error: string };

export const OUTCOME_PARAM = "newsletter";
export const WAIT_PARAM = "wait";

/** "Too many attempts. Please try again in N minutes.": the account pages' own words. */
export const LIMITED_MESSAGE = "error.tooManyAttempts";

const outcomes = {
  subscribed: "home.newsletter.subscribed",
  required: SIGNUP_ERRORS.required,
  invalid: SIGNUP_ERRORS.invalid,
  failed: "home.newsletter.failed",
  limited: LIMITED_MESSAGE,
} as const;

export type NewsletterOutcome = keyof typeof outcomes;

/** A day: no limit makes anyone wait longer, so a bigger number in the address is not ours. */
const MAX_WAIT_MINUTES = 24 * 60;

/** The home page's address that reports an outcome, at the newsletter box. */
export function outcomeUrl(outcome: Exclude<NewsletterOutcome, "limited">): string;
export function outcomeUrl(outcome: "limited", minutes: number): string;
export function outcomeUrl(outcome: NewsletterOutcome, minutes?: number): string {
  const wait = outcome === "limited" ? `&${WAIT_PARAM}=${minutes}` : "";
  return `/?${OUTCOME_PARAM}=${outcome}${wait}#newsletter`;
}

export function outcomeOfError(error: SignupError): "required" | "invalid" {
  return error === SIGNUP_ERRORS.required ? "required" : "invalid";
}

export interface ReportedOutcome {
  success: boolean;
  message: (typeof outcomes)[NewsletterOutcome];
  /** The minutes to wait, for the "too many attempts" message. */
  count?: number;
}

/** What to tell the visitor about an outcome named in the address; null for anything else. */
export function outcomeMessage(params: URLSearchParams): ReportedOutcome | null {
  const value = params.get(OUTCOME_PARAM);
  if (value === null || !Object.hasOwn(outcomes, value)) return null;
  const outcome = value as NewsletterOutcome;
  if (outcome === "limited") {
    const count = Number(params.get(WAIT_PARAM));
    if (!Number.isInteger(count) || count < 1 || count > MAX_WAIT_MINUTES) return null;
    return { success: false, message: outcomes.limited, count };
  }
  return { success: outcome === "subscribed", message: outcomes[outcome] };
}
