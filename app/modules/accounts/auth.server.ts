import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isDatabaseUnavailable } from "~/db/availability.server";
import type { Database } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import { claimGuestOrders } from "~/modules/orders/claim-guest-orders.server";
import { sendAccountEmail, tokenDigest, type AccountMailer } from "./account-emails.server";
import { recordEmailLink } from "./email-links.server";
import { MIN_PASSWORD_LENGTH } from "./rules";

export interface AuthOptions {
  db: Database;
  secret: string;
  /** PUBLIC_URL: links in e-mails, trusted origin, Secure cookies when https. */
  baseURL: string;
  requireEmailVerification: boolean;
  logger?: Logger;
}

const DAY_SECONDS = 24 * 60 * 60;
/** "Remember me" keeps a session this long; unticked, the cookie ends with the browser. */
export const SESSION_DAYS = 30;
/** A sign-up or change-of-address link works for a day, a password reset link for an hour. */
const VERIFY_LINK_SECONDS = DAY_SECONDS;
export const RESET_LINK_SECONDS = 60 * 60;

const silentLogger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

/**
 * better-auth over our Drizzle tables: e-mail and password, sessions in the database. The shop
 * calls it from its own route actions (`auth.api.*`); its HTTP handler is not mounted
 * (decision 010). Every e-mail it asks for goes through the outbox with a link to the shop's own
 * pages (/auth/callback, /reset-password) on PUBLIC_URL.
 */
export function createAuth({ db, secret, baseURL, requireEmailVerification, logger }: AuthOptions) {
  const log = logger ?? silentLogger;
  const mailer: AccountMailer = { db, logger: log, publicUrl: baseURL };
  return betterAuth({
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    secret,
    baseURL,
    session: {
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      // Spec section 9; better-auth's default would be 8 (decision 010).
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A new password signs every other browser out.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${baseURL}/reset-password?token=${encodeURIComponent(token)}`;
        await sendAccountEmail(mailer, user, "reset", { link, dedupeKey: `reset:${tokenDigest(token)}` });
      },
      // Signing up with a registered address answers like a new sign-up (no enumeration); the
      // owner of the address learns about it by e-mail.
      async onExistingUserSignUp({ user }) {
        await sendAccountEmail(mailer, user, "existing", {
          dedupeKey: `existing:${user.id}:${Date.now()}`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_SECONDS,
      async sendVerificationEmail({ user, token }) {
        // A verified user here is confirming a new address (better-auth hands it over as `email`).
        const changing = user.emailVerified;
        await recordEmailLink(db, token, user.id, new Date(Date.now() + VERIFY_LINK_SECONDS * 1000));
        const link = `${baseURL}/auth/callback?token=${encodeURIComponent(token)}`;
        await sendAccountEmail(mailer, user, changing ? "change-email" : "verify", {
          link,
          dedupeKey: `verify:${tokenDigest(token)}`,
        });
      },
      // Guest orders placed with this address join the account once the address is proven.
      async afterEmailVerification(user) {
        await claimGuestOrders(db, user.id, user.email);
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        phone: { type: "string", required: false },
        language: { type: "string", required: false, defaultValue: "en" },
        // Never settable through sign-up or profile updates: only create-admin and admins grant it.
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      // A new address is verified first and replaces the old one only once confirmed.
      changeEmail: { enabled: true },
    },
    // better-auth's own lines go to the shop's logger, whose serializer hides a failed query's
    // parameters (a session lookup's is the session token), instead of its colourful stderr. An
    // unreachable database is not logged here: the shop logs the outage once (decision 018).
    logger: {
      log(level, message, ...args: unknown[]) {
        const err = args.find((arg) => arg instanceof Error);
        if (isDatabaseUnavailable(err)) return;
        log[level](err ? { err } : {}, `better-auth: ${message}`);
      },
    },
    rateLimit: { enabled: false }, // the shop's own limits, in the database (rate-limits module)
    // The shop makes no outbound calls of its own.
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
