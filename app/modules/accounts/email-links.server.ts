import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verifications } from "~/db/schema";
import { tokenDigest } from "./account-emails.server";

/**
 * better-auth's e-mail verification tokens are signed, not stored, so one could be used again
 * until it expires. The shop keeps a record of each link it sends and lets it work once.
 */
const identifierOf = (token: string) => `email-link:${tokenDigest(token)}`;

export async function recordEmailLink(db: Database, token: string, userId: string, expiresAt: Date) {
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(token),
    value: userId,
    expiresAt,
  });
}

/** True once for a link that was sent and has not expired; false for any other token. */
export async function consumeEmailLink(db: Database, token: string, now = new Date()): Promise<boolean> {
  const used = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)))
    .returning({ id: verifications.id });
  return used.length > 0;
}
