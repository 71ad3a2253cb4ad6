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

/**
 * Whether the connection comes from this machine. Even when enabled, the mailbox answers only
 * there: a DEV_MAILBOX=1 left on a reachable server must not hand out reset links. The
 * connection's own address is read, never X-Forwarded-For, which any client can write.
 */
export function isLoopback(peerIp: string): boolean {
  return peerIp === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(peerIp);
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
