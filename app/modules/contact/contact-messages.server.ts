import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { Language } from "~/lib/language";
import { isHoneypotFilled, validateContactMessage, type ContactFieldErrors } from "./contact-message";

export type ContactOutcome =
  | { outcome: "stored"; id: string }
  /** Nothing stored: the fields' problems, to show under each field. */
  | { outcome: "invalid"; errors: ContactFieldErrors }
  /** The honeypot was filled in: a bot. Nothing stored, but answered like a success. */
  | { outcome: "ignored" };

/**
 * Receives the contact form as submitted: validates it and keeps a valid message with the
 * language of the page it was sent from, so the reply can be in that language.
 */
export async function receiveContactMessage(
  db: Database,
  form: FormData,
  language: Language,
): Promise<ContactOutcome> {
  if (isHoneypotFilled(form)) return { outcome: "ignored" };
  const validation = validateContactMessage(form);
  if (!validation.success) return { outcome: "invalid", errors: validation.errors };
  const [row] = await db
    .insert(contactMessages)
    .values({ ...validation.message, language })
    .returning({ id: contactMessages.id });
  return { outcome: "stored", id: row!.id };
}
