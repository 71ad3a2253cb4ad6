import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { rateLimits } from "~/db/schema";
import {
  hitRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "~/modules/rate-limits/rate-limit.server";
import { emailKey } from "./auth-limits.server";

/**
 * How often a client may try to sign in (decision 040). Wrong passwords slow down the client
 * that sends them, never the account: a stranger guessing from elsewhere cannot keep the owner
 * out, who signs in from their own address as usual (or resets the password, which needs no
 * sign-in).
 *
 * - **The client and the account together** (the pair): the first `FREE_FAILURES` wrong
 *   passwords in a row cost nothing (a typo, a forgotten password); each one after that makes
 *   the pair wait twice as long as the one before — 1, 2, 4 … at most 60 minutes. A right
 *   password ends the run; a day without a wrong one forgets it.
 * - **The client alone**: at most `CLIENT_ATTEMPTS` attempts in 15 minutes, whatever the
 *   accounts — one address trying many accounts (stolen passwords), and a burst sent in parallel
 *   before the first failure is counted.
 */
export const FREE_FAILURES = 5;
const MINUTE = 60_000;
const FIRST_WAIT_MS = MINUTE;
const LONGEST_WAIT_MS = 60 * MINUTE;
/** A run of failures older than this is forgotten (the rate-limit sweep prunes it too). */
const FORGOTTEN_AFTER_MS = 24 * 60 * MINUTE;
export const CLIENT_ATTEMPTS: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE };

type Context = Pick<AppLoadContext, "db" | "env" | "clientIp">;

/** How long the pair waits after its `failures`-th wrong password in a row. */
export function waitAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1), LONGEST_WAIT_MS);
}

/**
 * Counts one sign-in attempt of the client for `email` and says whether it may go on: limited
 * while the pair waits out its back-off, or when the client is over its own limit.
 */
export async function checkSignInThrottle(
  context: Context,
  email: string,
  now = new Date(),
): Promise<RateLimitResult> {
  if (!context.env.RATE_LIMITS) return { limited: false };
  const [client, pair] = await Promise.all([
    hitRateLimit(context.db, `sign-in:ip:${context.clientIp}`, CLIENT_ATTEMPTS, now),
    pairWait(context, email, now),
  ]);
  const waits = [client.limited ? client.retryAfterMs : 0, pair].filter((wait) => wait > 0);
  return waits.length ? { limited: true, retryAfterMs: Math.max(...waits) } : { limited: false };
}

/** A wrong password for `email` from this client: one more failure in the pair's run. */
export async function recordSignInFailure(context: Context, email: string, now = new Date()): Promise<void> {
  if (!context.env.RATE_LIMITS) return;
  // The row's window starts at the run's latest failure; a run a day old starts again at 1.
  const stale = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - FORGOTTEN_AFTER_MS).toISOString()}::timestamptz`;
  await context.db
    .insert(rateLimits)
    .values({ key: pairKey(context, email), windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { hits: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimits.hits} + 1 END`, windowStartedAt: now },
    });
}

/** The right password: the pair's run of failures ends. */
export async function clearSignInFailures(context: Context, email: string): Promise<void> {
  if (!context.env.RATE_LIMITS) return;
  await context.db.delete(rateLimits).where(eq(rateLimits.key, pairKey(context, email)));
}

/** How long the pair still waits, in ms (0: not at all). */
async function pairWait(context: Context, email: string, now: Date): Promise<number> {
  const [run] = await context.db
    .select({ failures: rateLimits.hits, lastFailedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, pairKey(context, email)));
  if (!run || now.getTime() - run.lastFailedAt.getTime() >= FORGOTTEN_AFTER_MS) return 0;
  return Math.max(0, run.lastFailedAt.getTime() + waitAfterFailures(run.failures) - now.getTime());
}

/** The pair's key: the client's address and the e-mail address's digest. */
const pairKey = (context: Context, email: string) => `sign-in:pair:${context.clientIp}:${emailKey(email)}`;
