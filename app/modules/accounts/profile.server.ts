import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Language } from "~/lib/language";
import type { ProfileFields } from "./profile-schema";

/** The account page's view of a user (spec section 2, Profile Information). */
export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  /** Null when the user gave none (the page shows it only if present). */
  phone: string | null;
}

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    phone: row.phone || null,
  };
}

/**
 * Saves the user's own name and phone, and the page's language as the language of their
 * e-mails. Nothing else: the e-mail changes only through a confirmed link, isAdmin never here.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  fields: ProfileFields,
  language: Language,
): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: fields.firstName,
      lastName: fields.lastName,
      // better-auth's display name, shown where a single name is wanted.
      name: `${fields.firstName} ${fields.lastName}`,
      phone: fields.phone || null,
      language,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
