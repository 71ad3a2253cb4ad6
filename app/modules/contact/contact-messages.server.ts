import { contactMessages } from "~/db/schema";
import type { Language } from "~/lib/language";
import {
  hitClientLimit,
  minutesToWait,
  type ClientLimitContext,
} from "~/modules/rate-limits/client-limits.server";
import { isHoneypotFilled, validateContactMessage, type ContactFieldErrors } from "./contact-message";

export type ContactOutcome =
  | { outcome: "stored"; id: string }
  /** Nothing stored: the fields' problems, to show under each field. */
  | { outcome: "invalid"; errors: ContactFieldErrors }
  /** The honeypot was filled in: a bot. Nothing stored, but answered like a success. */
  | { outcome: "ignored" }
  /** Nothing stored: this client sent too many messages lately (decision 016). */
  | { outcome: "limited"; minutes: number };

/**
 * Receives the contact form as submitted: validates it and keeps a valid message with the
 * language of the page it was sent from, so the reply can be in that language. Valid messages
 * count against the client's limit; mistakes being corrected do not.
 */
export async function receiveContactMessage(
  client: ClientLimitContext,
  form: FormData,
  language: Language,
): Promise<ContactOutcome> {
  if (isHoneypotFilled(form)) return { outcome: "ignored" };
  const validation = validateContactMessage(form);
  if (!validation.success) return { outcome: "invalid", errors: validation.errors };
  const limit = await hitClientLimit(client, "contact");
  if (limit.limited) return { outcome: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  const [row] = await client.db
    .insert(contactMessages)
    .values({ ...validation.data, language })
    .returning({ id: contactMessages.id });
  return { outcome: "stored", id: row!.id };
}
