import { desc, sql } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";
import { isLoopbackAddress } from "~/lib/loopback";

/**
 * The development mailbox: the outbox, readable in a browser. It shows reset and order links,
 * so it exists only in development or with DEV_MAILBOX=1 (DESIGN section 4).
 */
export function mailboxEnabled(env: Pick<Env, "isDevelopment" | "DEV_MAILBOX">): boolean {
  return env.isDevelopment || env.DEV_MAILBOX;
}

/**
 * Whether the mailbox answers this request (decision 041): enabled, asked over a connection from
 * this machine (its own address, never a header's), and not through a proxy. A reverse proxy on
 * the same host makes every visitor's connection loopback; the headers proxies add give it away.
 * (A proxy that adds none is caught at start: DEV_MAILBOX=1 needs a loopback PUBLIC_URL.)
 */
export function mailboxAnswers(
  env: Pick<Env, "isDevelopment" | "DEV_MAILBOX">,
  peerIp: string,
  request: Request,
): boolean {
  return mailboxEnabled(env) && isLoopbackAddress(peerIp) && !cameThroughProxy(request.headers);
}

/** Any of the headers a proxy adds: Forwarded, X-Forwarded-*, X-Real-IP, Via. */
export function cameThroughProxy(headers: Headers): boolean {
  for (const name of headers.keys()) {
    if (name === "forwarded" || name === "x-real-ip" || name === "via" || name.startsWith("x-forwarded-"))
      return true;
  }
  return false;
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

/** The latest e-mails that are due (a gift card's waits for its day, decision 085), newest first. */
export async function listMailbox(db: Database, now: Date = new Date()): Promise<MailboxEmail[]> {
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
    .where(
      sql`${outboxEmails.sendAfter} IS NULL OR ${outboxEmails.sendAfter} <= ${now.toISOString()}::timestamptz`,
    )
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(SHOWN);
  return rows.map(({ sentAt, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    sent: sentAt !== null,
  }));
}
