import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/** At most `limit` attempts per `windowMs` for one key. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { limited: false } | { limited: true; retryAfterMs: number };

/**
 * Counts one attempt for `key` and says whether it is over the rule's limit. A fixed window per
 * key, counted by one atomic upsert, so every instance on the database shares the count.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  if (row!.hits <= rule.limit) return { limited: false };
  return { limited: true, retryAfterMs: row!.windowStartedAt.getTime() + rule.windowMs - now.getTime() };
}

/** Forgets counters whose window ended long ago (run by the periodic sweep). */
export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, olderThan));
}
