import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { Language } from "~/lib/language";
import { parseSignup, type SignupError } from "./signup-schema";

export type SubscribeResult = { ok: true } | { ok: false; error: SignupError };

/**
 * Adds an address to the newsletter, with the language of the page it was given on. An address
 * already on the list is a success that changes nothing: whether someone subscribed is not
 * revealed, and a second click is not an error.
 */
export async function subscribe(
  db: Database,
  input: { email: unknown; language: Language },
): Promise<SubscribeResult> {
  const parsed = parseSignup({ email: input.email });
  if (!parsed.ok) return parsed;
  await db
    .insert(newsletterSubscribers)
    .values({ email: parsed.signup.email, language: input.language })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
  return { ok: true };
}
