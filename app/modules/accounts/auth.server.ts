import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { MIN_PASSWORD_LENGTH } from "./rules";

export interface AuthOptions {
  db: Database;
  secret: string;
  /** PUBLIC_URL: links in e-mails and trusted origins. */
  baseURL: string;
  requireEmailVerification: boolean;
}

/** better-auth over our Drizzle tables: e-mail + password, database sessions. */
export function createAuth({ db, secret, baseURL, requireEmailVerification }: AuthOptions) {
  return betterAuth({
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    secret,
    baseURL,
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, requireEmailVerification },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        phone: { type: "string", required: false },
        // Never settable through sign-up or profile updates: only create-admin and admins grant it.
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    // The shop makes no outbound calls of its own.
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
