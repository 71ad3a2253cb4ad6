import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import type { Logger } from "~/lib/logger.server";
import { parseEnv } from "~/config/env.server";
import { watchDatabase } from "~/db/availability.server";
import type { DatabaseHandle } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { paymentProvider } from "~/modules/payments/index.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import type { StoreCredit } from "~/modules/returns/store-credit";
import { cookieHeaderOf } from "./routes";

/**
 * Accounts in integration tests: a request context like the running shop's (settings, database,
 * better-auth, client address), shoppers that exist and are signed in, requests and form posts
 * from their browsers, and the links the shop e-mails them. Route answers are read with
 * `callRoute` (./routes).
 */

export const TEST_SECRET = "test-secret-that-is-long-enough-0123456789";
export const TEST_ORIGIN = "http://shop.test";

export interface TestContextOptions {
  /** Settings as environment variables, e.g. `{ RATE_LIMITS: "on" }`. Limits are off by default. */
  settings?: Record<string, string>;
  clientIp?: string;
  auth?: Auth;
  /** The page is a shared one (decision 022): the root loader leaves the visitor out. */
  sharedPage?: boolean;
  /** The payment provider (default: the one the settings choose, the sandbox). */
  payments?: PaymentProvider;
  /** Store credit for returns (decision 092; default: none, as the running shop until wired). */
  storeCredit?: StoreCredit | null;
  logger?: Logger;
}

const silent = pino({ level: "silent" });
const auths = new WeakMap<DatabaseHandle, Auth>();

/** better-auth on the test database, made once per database. */
export function testAuth(handle: DatabaseHandle, publicUrl = TEST_ORIGIN): Auth {
  let auth = auths.get(handle);
  if (!auth || publicUrl !== TEST_ORIGIN) {
    auth = createAuth({
      db: handle.db,
      secret: TEST_SECRET,
      baseURL: publicUrl,
      requireEmailVerification: true,
      logger: silent,
    });
    if (publicUrl === TEST_ORIGIN) auths.set(handle, auth);
  }
  return auth;
}

/** A fresh load context (one per request, as in the shop: the session lookup is kept per context). */
export function testContext(handle: DatabaseHandle, options: TestContextOptions = {}): AppLoadContext {
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    RATE_LIMITS: "off",
    ...options.settings,
  });
  return {
    env,
    authSecret: TEST_SECRET,
    db: handle.db,
    auth: options.auth ?? testAuth(handle, env.PUBLIC_URL),
    payments: options.payments ?? paymentProvider(env, { authSecret: TEST_SECRET, db: handle.db }),
    storeCredit: options.storeCredit ?? null,
    clientIp: options.clientIp ?? "203.0.113.10",
    peerIp: "127.0.0.1",
    sharedPage: options.sharedPage ?? false,
    pageTags: new Set(),
    cspNonce: "",
    pingDatabase: handle.ping,
    databaseAvailability: watchDatabase({ ping: handle.ping, logger: silent }),
    logger: options.logger ?? silent,
    requestId: randomUUID(),
  };
}

export interface TestShopper {
  id: string;
  email: string;
  password: string;
  /** The `Cookie` header of a signed-in browser. */
  cookie: string;
}

/**
 * A registered, verified shopper (or admin), signed in: its `cookie` makes requests as them.
 * Created through better-auth's own adapter and hasher, like `create-admin`.
 */
export async function createShopper(
  handle: DatabaseHandle,
  profile: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    isAdmin?: boolean;
  } = {},
): Promise<TestShopper> {
  const auth = testAuth(handle);
  const email = profile.email ?? `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const password = profile.password ?? "sweet-secret-1";
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser({
    email,
    name: [profile.firstName ?? "Test", profile.lastName ?? "Shopper"].join(" "),
    firstName: profile.firstName ?? "Test",
    lastName: profile.lastName ?? "Shopper",
    emailVerified: true,
    isAdmin: profile.isAdmin ?? false,
  });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return { id: user.id, email, password, cookie: cookieHeaderOf(headers) };
}

/**
 * A request from a browser holding `cookie` (null: anonymous). A POST comes from the shop's own
 * origin unless `init.headers` names another `Origin`.
 */
export function requestAs(cookie: string | null, path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", TEST_ORIGIN);
  return new Request(new URL(path, TEST_ORIGIN), { ...init, headers });
}

/** A form post from the shop's own pages, optionally from a signed-in browser. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string | null; headers?: Record<string, string> } = {},
): Request {
  return requestAs(options.cookie ?? null, path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
  });
}

/** The newest e-mails to `to`, newest first. */
export async function emailsTo(handle: DatabaseHandle, to: string) {
  return handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt));
}

/** The first link to `path` on `origin` in the newest e-mail to `to` that has one. */
export async function linkInEmail(
  handle: DatabaseHandle,
  to: string,
  path: string,
  origin = TEST_ORIGIN,
): Promise<string | undefined> {
  const escaped = `${origin}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  for (const email of await emailsTo(handle, to)) {
    const match = email.text.match(new RegExp(`${escaped}\\?token=[^\\s]+`));
    if (match) return match[0];
  }
  return undefined;
}

/** The path and query of an absolute link, as the shop's router receives it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
