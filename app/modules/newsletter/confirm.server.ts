import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { confirmTokenHash } from "./subscribe.server";

/**
 * What a confirmation link stands for: an address waiting for the visitor to press "Confirm
 * subscription", one already confirmed (the same link followed again), or nothing we know (never
 * sent, mistyped, or replaced by a newer link).
 */
export type LinkState = "pending" | "confirmed" | "unknown";

// Our tokens are 32 random bytes in base64url (43 characters); anything else is not worth a query.
const TOKEN_PATTERN = /^[\w-]{20,100}$/;

const hashOf = (token: string | null) =>
  token && TOKEN_PATTERN.test(token) ? confirmTokenHash(token) : null;

/** The state of the link with `token`; reading it changes nothing (mail scanners open links). */
export async function linkState(db: Database, token: string | null): Promise<LinkState> {
  const hash = hashOf(token);
  if (!hash) return "unknown";
  const [row] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash));
  if (!row) return "unknown";
  return row.confirmedAt ? "confirmed" : "pending";
}

/**
 * Confirms the address of the link with `token` (the visitor pressed the button). Idempotent: a
 * link confirmed before stays confirmed, with its first confirmation time.
 */
export async function confirmSubscription(
  db: Database,
  token: string | null,
): Promise<"confirmed" | "unknown"> {
  const hash = hashOf(token);
  if (!hash) return "unknown";
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(eq(newsletterSubscribers.confirmTokenHash, hash))
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0 ? "confirmed" : "unknown";
}
