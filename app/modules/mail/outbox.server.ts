import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";

export interface EmailMessage {
  /** Makes the message exactly-once, e.g. `receipt:<order id>`. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an e-mail: kept whole in the outbox table (with its links). Without SMTP the log shows
 * it whole too (DESIGN section 4, "E-mail without SMTP": the log is then the only way to read
 * it); with SMTP the log names it by id only, since receipts and reset links do not belong in
 * logs that are shipped elsewhere. A second call with the same `dedupeKey` does nothing and
 * returns false. Pass a transaction as `db` to queue it with the change it reports. Delivery over
 * SMTP, when configured, reads the outbox.
 */
export async function queueEmail(db: Database, logger: Logger, message: EmailMessage): Promise<boolean> {
  const inserted = await db
    .insert(outboxEmails)
    .values({ ...message, html: message.html ?? null })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  if (inserted.length === 0) return false;
  logger.info({ email: emailLogFields(inserted[0]!.id, message, Boolean(env().SMTP_URL)) }, "e-mail queued");
  return true;
}

/** What the log says of a queued e-mail: its id, and the whole of it only when no SMTP sends it. */
export function emailLogFields(id: string, message: EmailMessage, smtp: boolean) {
  return smtp ? { id } : { id, to: message.to, subject: message.subject, text: message.text };
}
