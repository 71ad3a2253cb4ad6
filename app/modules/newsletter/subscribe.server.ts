import { randomBytes } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { newsletterSubscribers } from "~/db/schema";
import type { Language } from "~/lib/language";
import { tokenDigest } from "~/modules/accounts/account-emails.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import { hitClientLimit, minutesToWait } from "~/modules/rate-limits/client-limits.server";
import { hitRateLimit, type RateLimitRule } from "~/modules/rate-limits/rate-limit.server";
import { confirmationEmail, confirmationLink } from "./confirmation-email";
import type { SignupError } from "./signup-errors";
import { parseSignup } from "./signup-schema";

export type NewsletterContext = Pick<AppLoadContext, "db" | "env" | "clientIp" | "logger">;

export type SubscribeResult =
  { status: "accepted" } | { status: "invalid"; error: SignupError } | { status: "limited"; minutes: number };

/**
 * Confirmation e-mails one address may get an hour, whoever signs it up: nobody's inbox is
 * flooded through the form. Past it the e-mail is silently not sent (the answer stays the same).
 * Sign-ups per client are a client limit (`CLIENT_LIMITS.newsletter`).
 */
export const CONFIRMATION_EMAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };

/** The stored form of a confirmation link's token: SHA-256, hex (the token is only in the e-mail). */
export const confirmTokenHash = (token: string) => tokenDigest(token, "hex");

/**
 * A newsletter sign-up (double opt-in). The address is stored unconfirmed, with the language of
 * the page it was given on, and a confirmation e-mail in that language is queued with a link;
 * only following that link puts the address on the list (./confirm.server.ts).
 *
 * The answer is "accepted" whatever the address's state, so it never tells whether someone is
 * subscribed: an unconfirmed address gets a fresh link (which replaces the one before), a
 * confirmed one gets nothing, and neither does an address past its hourly e-mail limit. Too many
 * sign-ups from one client are "limited", with the minutes to wait.
 */
export async function subscribe(
  context: NewsletterContext,
  input: { email: unknown; language: Language },
): Promise<SubscribeResult> {
  const parsed = parseSignup({ email: input.email });
  if (!parsed.ok) return { status: "invalid", error: parsed.error };
  const limit = await hitClientLimit(context, "newsletter");
  if (limit.limited) return { status: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  await sendConfirmation(context, parsed.signup.email, input.language);
  return { status: "accepted" };
}

async function sendConfirmation(context: NewsletterContext, email: string, language: Language) {
  const { db } = context;
  const [existing] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (existing?.confirmedAt) return;
  if (context.env.RATE_LIMITS) {
    const limit = await hitRateLimit(db, `newsletter:email:${email}`, CONFIRMATION_EMAILS_PER_ADDRESS);
    if (limit.limited) return;
  }

  const token = randomBytes(32).toString("base64url");
  const link = confirmationLink(context.env.PUBLIC_URL, token);
  await db.transaction(async (tx) => {
    // A new address, or a new link (and the latest page's language) for an unconfirmed one. An
    // address confirmed in the meantime is left alone and returns no row.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, language, confirmTokenHash: confirmTokenHash(token) })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { language, confirmTokenHash: confirmTokenHash(token) },
        setWhere: isNull(newsletterSubscribers.confirmedAt),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return;
    await queueEmail(tx, context.logger, {
      dedupeKey: `newsletter-confirm:${tokenDigest(token)}`,
      to: email,
      ...confirmationEmail(language, link),
    });
  });
}
