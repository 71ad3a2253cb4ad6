import { env, type Env } from "~/config/env.server";
import type { SQL } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import { isLoopbackUrl } from "~/lib/loopback";

export interface EmailMessage {
  /** Makes the message exactly-once, e.g. `receipt:<order id>`. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Not to be sent before then (a gift card's delivery day, decision 085); absent: at once. */
  sendAfter?: Date | null;
}

/**
 * Queues an e-mail: kept whole in the outbox table (with its links). The log shows it whole only
 * in a local demo without SMTP (DESIGN section 4, "E-mail without SMTP": a newcomer confirms an
 * account from the log); anywhere else it names the e-mail by id, kind and the recipient's
 * domain, since reset and sign-in links in a log are accounts for whoever reads it. A second call
 * with the same `dedupeKey` does nothing and returns false. Pass a transaction as `db` to queue it
 * with the change it reports. Delivery over SMTP, when configured, reads the outbox.
 */
export async function queueEmail(db: Database, logger: Logger, message: EmailMessage): Promise<boolean> {
  const [inserted] = await queryRows<{ id: string }>(db, queueEmailStatement(db, message));
  if (!inserted) return false;
  emailQueued(logger, inserted.id, message);
  return true;
}

/**
 * The INSERT that queues `message` (nothing for a dedupe key already queued) RETURNING its id,
 * for a statement that does more at once (decision 099); `emailQueued` then logs it.
 */
export function queueEmailStatement(db: Database, message: EmailMessage): SQL {
  return db
    .insert(outboxEmails)
    .values({ ...message, html: message.html ?? null, sendAfter: message.sendAfter ?? null })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id })
    .getSQL();
}

/** The log line of an e-mail queued (see queueEmail). */
export function emailQueued(logger: Logger, id: string, message: EmailMessage): void {
  logger.info({ email: emailLogFields(id, message, logsWholeEmails(env())) }, "e-mail queued");
}

/** Whether the log holds whole e-mails: only without SMTP on a loopback PUBLIC_URL (a local demo). */
export function logsWholeEmails(settings: Pick<Env, "SMTP_URL" | "PUBLIC_URL">): boolean {
  return !settings.SMTP_URL && isLoopbackUrl(settings.PUBLIC_URL);
}

/**
 * What the log says of a queued e-mail: the whole of it, or its id, its kind (the dedupe key's
 * first part: `receipt`, `reset`, `verify` …) and the domain of its recipient.
 */
export function emailLogFields(id: string, message: EmailMessage, whole: boolean) {
  if (whole) return { id, to: message.to, subject: message.subject, text: message.text };
  return { id, kind: message.dedupeKey.split(":", 1)[0], toDomain: message.to.split("@").at(-1) };
}
