import { createHash } from "node:crypto";
import type { Database } from "~/db/client.server";
import { parseLanguage } from "~/lib/language";
import type { Logger } from "~/lib/logger.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import { accountEmailTexts } from "./account-email-texts";

/** Who an account e-mail goes to, as better-auth hands the user over. */
export interface EmailRecipient {
  id: string;
  email: string;
  firstName?: string | null;
  language?: string | null;
}

export interface AccountMailer {
  db: Database;
  logger: Logger;
  /** PUBLIC_URL: every link in an e-mail points at the shop's public origin. */
  publicUrl: string;
}

/**
 * A short, stable fingerprint of a token (SHA-256): outbox keys and link records never hold the
 * token. Base64url by default; hex where a column documents it so (the newsletter's links).
 */
export const tokenDigest = (token: string, encoding: "base64url" | "hex" = "base64url") =>
  createHash("sha256").update(token).digest(encoding);

type Kind = "verify" | "change-email" | "reset" | "existing" | "email-change-notice" | "password-changed";

/** Security notices: sent to the account's address about a change made from a signed-in browser. */
const NOTICES: ReadonlySet<Kind> = new Set(["email-change-notice", "password-changed"]);

function compose(user: EmailRecipient, kind: Kind, link: string, publicUrl: string, newEmail: string) {
  const t = accountEmailTexts[parseLanguage(user.language)];
  const forgotUrl = `${publicUrl}/forgot-password`;
  const [subject, body]: [string, string] = {
    verify: [t.verifySubject, `${t.verifyBody}\n\n${link}`],
    "change-email": [t.changeEmailSubject, `${t.changeEmailBody}\n\n${link}`],
    reset: [t.resetSubject, `${t.resetBody}\n\n${link}`],
    existing: [t.existingSubject, t.existingBody(`${publicUrl}/login`, forgotUrl)],
    "email-change-notice": [t.emailChangeNoticeSubject, t.emailChangeNoticeBody(newEmail, forgotUrl)],
    "password-changed": [t.passwordChangedSubject, t.passwordChangedBody(forgotUrl)],
  }[kind] as [string, string];
  return {
    subject,
    // A notice says what to do if it was not the owner; "ignore this e-mail" would contradict it.
    text: `${t.greeting(user.firstName ?? null)}\n\n${body}\n\n${NOTICES.has(kind) ? "" : `${t.ignore}\n\n`}${t.signature}\n`,
  };
}

/** Queues an account e-mail in the outbox (so SMTP, the log and /dev/mailbox all see it). */
export async function sendAccountEmail(
  mailer: AccountMailer,
  to: EmailRecipient,
  kind: Kind,
  options: { link?: string; dedupeKey: string; newEmail?: string },
): Promise<void> {
  const message = compose(to, kind, options.link ?? "", mailer.publicUrl, options.newEmail ?? "");
  await queueEmail(mailer.db, mailer.logger, { ...message, to: to.email, dedupeKey: options.dedupeKey });
}
