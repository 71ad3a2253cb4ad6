import { sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Env } from "~/config/env.server";
import { queryRows, type Database } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";

/**
 * Sends the outbox over SMTP when SMTP_URL is set; without it the outbox and the log line are
 * the delivery (DESIGN section 4). Best effort: a failure is logged and the e-mail stays unsent,
 * to be tried again on the next call.
 */

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The SMTP message for one outbox e-mail. */
export function mailFor(row: OutboxRow, from: string): SendMailOptions {
  return {
    from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    // A retried send after a lost answer can be recognised as the same message.
    messageId: `<${row.id}@sweettrip.outbox>`,
  };
}

// One pooled connection per SMTP server for the life of the process.
const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

const BATCH = 20;

/**
 * Sends unsent outbox e-mails, oldest first; answers how many went out. Each e-mail is claimed
 * (marked sent) before it is sent, so instances sharing the database never send one twice; a
 * failed send gives the claim back.
 */
export async function deliverPending(
  db: Database,
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  logger: Logger,
  transport: Pick<Transporter, "sendMail"> | undefined = env.SMTP_URL
    ? transportFor(env.SMTP_URL)
    : undefined,
): Promise<number> {
  if (!transport) return 0;
  let sent = 0;
  try {
    for (;;) {
      const [row] = await queryRows<OutboxRow>(
        db,
        sql`UPDATE outbox_emails SET sent_at = now()
            WHERE id = (SELECT id FROM outbox_emails WHERE sent_at IS NULL
                        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id, "to", subject, text, html`,
      );
      if (!row) return sent;
      try {
        await transport.sendMail(mailFor(row, env.MAIL_FROM));
      } catch (error) {
        await db.execute(sql`UPDATE outbox_emails SET sent_at = NULL WHERE id = ${row.id}`);
        throw error;
      }
      sent += 1;
      if (sent >= BATCH) return sent;
    }
  } catch (error) {
    logger.error({ err: error, sent }, "e-mail delivery failed; unsent e-mails stay in the outbox");
    return sent;
  }
}
