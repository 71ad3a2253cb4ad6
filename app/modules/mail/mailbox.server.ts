import { desc } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";

/**
 * The development mailbox: the outbox, readable in a browser. It shows reset and order links,
 * so it exists only in development or with DEV_MAILBOX=1 (DESIGN section 4).
 */
export function mailboxEnabled(env: Pick<Env, "isDevelopment" | "DEV_MAILBOX">): boolean {
  return env.isDevelopment || env.DEV_MAILBOX;
}

export interface MailboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sent: boolean;
}

const SHOWN = 100;

/** The latest e-mails, newest first. */
export async function listMailbox(db: Database): Promise<MailboxEmail[]> {
  const rows = await db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(SHOWN);
  return rows.map(({ sentAt, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    sent: sentAt !== null,
  }));
}
