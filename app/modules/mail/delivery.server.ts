import { sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Env } from "~/config/env.server";
import { queryRows, type Database } from "~/db/client.server";
import { runEvery } from "~/lib/periodic.server";
import type { Logger } from "~/lib/logger.server";

/**
 * Sends the outbox over SMTP when SMTP_URL is set; without it the outbox and the log line are
 * the delivery (DESIGN section 4). A deliverer claims one e-mail at a time for CLAIM_MS, marks
 * it sent only once the SMTP server has accepted it, and on a failure gives the claim back with a
 * backoff before the next try. A deliverer that dies between claim and send loses nothing: the
 * claim runs out and the next run takes the e-mail. The shop runs one every DELIVER_EVERY_MS
 * (`startMailDeliverer`), besides the immediate runs after a receipt or a shipping e-mail is
 * queued.
 */

/** How long a claimed e-mail is left to its deliverer: longer than a send (see the SMTP timeouts). */
export const CLAIM_MS = 2 * 60_000;
/** Failed sends after which an e-mail is given up (it stays in the outbox, unsent). */
export const MAX_ATTEMPTS = 10;
/** How often the shop's timer delivers. */
export const DELIVER_EVERY_MS = 15_000;
/** At most this many e-mails are tried per run; the next run takes the rest. */
const BATCH = 20;

/** The wait before the next try after `attempts` failed sends: 1 min, 2, 4 … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

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

/** What the deliverer needs of an SMTP transport (nodemailer's, or a test's). */
export interface Mailer {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

// One transport per SMTP server for the life of the process. Its timeouts keep a send well
// inside its claim (nodemailer's defaults wait up to 10 minutes on a silent server).
const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

export interface DeliveryOptions {
  /** The SMTP transport; by default the one for SMTP_URL, none without it. */
  transport?: Mailer;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** Once aborted, the run ends after the e-mail in hand (the shop is stopping). */
  signal?: AbortSignal;
}

type ClaimedRow = OutboxRow & { attempts: number };

/** Claims the oldest e-mail that is due and that no live claim holds, or none. */
async function claimNext(db: Database, now: Date): Promise<ClaimedRow | undefined> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE outbox_emails SET claimed_until = ${until}::timestamptz
        WHERE id = (SELECT id FROM outbox_emails
                    WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}
                      AND (claimed_until IS NULL OR claimed_until < ${at}::timestamptz)
                      AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}::timestamptz)
                      AND (send_after IS NULL OR send_after <= ${at}::timestamptz)
                    ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html, attempts`,
  );
  return row;
}

/**
 * What the log may say of a failed send: nodemailer's code and the SMTP reply code. Never its
 * message, which can quote the recipient's address.
 */
function sendFailure(error: unknown): { code?: unknown; responseCode?: unknown } {
  if (typeof error !== "object" || error === null) return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return { code, responseCode };
}

/**
 * Sends due outbox e-mails, oldest first, one claim at a time; answers how many went out. A
 * failed send is counted on its e-mail, which waits `retryDelayMs` before its next try, and the
 * run goes on with the next e-mail. Never throws: a database failure ends the run, logged.
 */
export async function deliverPending(
  db: Database,
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  logger: Logger,
  options: DeliveryOptions = {},
): Promise<number> {
  const transport = options.transport ?? (env.SMTP_URL ? transportFor(env.SMTP_URL) : undefined);
  if (!transport) return 0;
  const now = options.now ?? (() => new Date());
  let sent = 0;
  try {
    for (let tried = 0; tried < BATCH && !options.signal?.aborted; tried += 1) {
      const row = await claimNext(db, now());
      if (!row) break;
      try {
        await transport.sendMail(mailFor(row, env.MAIL_FROM));
      } catch (error) {
        await recordFailure(db, logger, row, error, now());
        continue;
      }
      await db.execute(
        sql`UPDATE outbox_emails SET sent_at = ${now().toISOString()}::timestamptz, claimed_until = NULL
            WHERE id = ${row.id}`,
      );
      sent += 1;
    }
  } catch (error) {
    logger.error({ err: error, sent }, "e-mail delivery failed; unsent e-mails stay in the outbox");
  }
  return sent;
}

/** Counts a failed send, schedules the next try and gives the claim back. */
async function recordFailure(db: Database, logger: Logger, row: ClaimedRow, error: unknown, now: Date) {
  const attempts = row.attempts + 1;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
  await db.execute(
    sql`UPDATE outbox_emails
        SET attempts = attempts + 1, next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz,
            claimed_until = NULL
        WHERE id = ${row.id}`,
  );
  const failure = { email: row.id, attempts, ...sendFailure(error) };
  if (attempts >= MAX_ATTEMPTS) {
    logger.error(failure, "e-mail not sent after the last attempt; given up, it stays in the outbox");
  } else {
    logger.warn({ ...failure, nextAttemptAt }, "e-mail not sent; it will be tried again");
  }
}

/**
 * Delivers the outbox every DELIVER_EVERY_MS while the shop runs (only with SMTP_URL): one run
 * at a time, never keeping the process alive. The returned function stops it and waits for the
 * run in flight.
 */
export function startMailDeliverer(
  db: Database,
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  logger: Logger,
  options: Omit<DeliveryOptions, "signal"> & { everyMs?: number } = {},
): () => Promise<void> {
  const { everyMs = DELIVER_EVERY_MS, ...delivery } = options;
  return runEvery(
    everyMs,
    (signal) => deliverPending(db, env, logger, { ...delivery, signal }),
    (error) => logger.error({ err: error }, "e-mail delivery failed"),
  );
}
