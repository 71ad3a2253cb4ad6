import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createShopper,
  linkInEmail,
  emailsTo,
  postForm,
  requestAs,
  TEST_ORIGIN,
  testContext,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { users, verifications } from "~/db/schema";
import { translator } from "~/i18n/setup";
import { sessionUser } from "~/modules/accounts/session.server";
import { action as forgotAction } from "./forgot-password";
import { action as loginAction } from "./login";
import { action as resetAction, loader as resetLoader } from "./reset-password";

const handle = testDatabase();

type Options = { settings?: Record<string, string>; ip?: string };

const forgot = (email: string, options: Options = {}) =>
  callRoute(
    forgotAction,
    postForm("/forgot-password", { email }),
    testContext(handle, { settings: options.settings, clientIp: options.ip }),
  );

const openReset = (token: string) =>
  callRoute(
    resetLoader,
    requestAs(null, `/reset-password?token=${encodeURIComponent(token)}`),
    testContext(handle),
  );

const reset = (
  token: string,
  password: string,
  confirmPassword = password,
  extra: Record<string, string> = {},
) =>
  callRoute(
    resetAction,
    postForm(`/reset-password?token=${encodeURIComponent(token)}`, {
      token,
      password,
      confirmPassword,
      ...extra,
    }),
    testContext(handle),
  );

const signIn = (email: string, password: string) =>
  callRoute(loginAction, postForm("/login", { email, password }), testContext(handle));

/** Asks for a reset link for `email` and returns its token. */
async function resetToken(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const link = await linkInEmail(handle, email, "/reset-password");
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

describe("POST /forgot-password", () => {
  it("checks the address first", async () => {
    expect((await forgot(" ")).data).toMatchObject({ status: "invalid", problem: { code: "fillAll" } });
    const malformed = await forgot("not-an-address");
    expect(malformed.status).toBe(400);
    expect(malformed.data).toMatchObject({
      status: "invalid",
      problem: { code: "invalidEmail" },
      values: { email: "not-an-address" },
    });
  });

  it("gives the same answer for an unknown address; only an account's owner gets a link, on PUBLIC_URL, in their language", async () => {
    const shopper = await createShopper(handle);
    await handle.db.update(users).set({ language: "es" }).where(eq(users.id, shopper.id));

    const known = await forgot(shopper.email);
    const unknown = await forgot("nobody-home@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual({ status: "sent", values: { email: shopper.email } });
    expect(unknown.data).toEqual({ status: "sent", values: { email: "nobody-home@example.com" } });
    expect(known.headers.get("Cache-Control")).toBe("private, no-store");

    expect(await emailsTo(handle, "nobody-home@example.com")).toHaveLength(0);
    const [email] = await emailsTo(handle, shopper.email);
    expect(email?.subject).toBe("Restablece tu contraseña de Sweet Trip");
    expect(await linkInEmail(handle, shopper.email, "/reset-password")).toMatch(
      new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=\\w+$`),
    );
    expect(translator("en")("auth.forgot.sent")).toMatch(
      /^If an account exists for that address, we sent a link/,
    );
  });
});

describe("/reset-password?token=…", () => {
  it("shows the form for a good link and the expired page for an unknown one", async () => {
    const shopper = await createShopper(handle);
    const token = await resetToken(shopper.email);
    const good = await openReset(token);
    expect(good.status).toBe(200);
    expect(good.data).toEqual({ token });
    expect(good.headers.get("Cache-Control")).toBe("private, no-store");

    const unknown = await openReset("made-up-token");
    expect(unknown.status).toBe(410);
    expect(unknown.data).toEqual({ token: null });
  });

  it.each([
    ["", "", "fillAll"],
    ["new-password", "other-password", "passwordsMismatch"],
    ["short", "short", "passwordTooShort"],
  ])("refuses %j / %j with %s and keeps the link usable", async (password, confirm, code) => {
    const shopper = await createShopper(handle);
    const token = await resetToken(shopper.email);
    const answer = await reset(token, password, confirm);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ status: "invalid", problem: { code } });
    expect((await openReset(token)).status).toBe(200);
  });

  it("sets the new password once, ends every session and sends the visitor to sign in", async () => {
    const shopper = await createShopper(handle);
    const otherBrowser = await signIn(shopper.email, shopper.password);
    expect(await sessionUser(requestAs(otherBrowser.cookie, "/"), testContext(handle))).not.toBeNull();

    const token = await resetToken(shopper.email);
    const changed = await reset(token, "brand-new-1");
    expect(changed.status).toBe(303);
    expect(changed.location).toBe("/login?reset=1");
    expect(changed.headers.get("Cache-Control")).toBe("private, no-store");

    // Every session of the account has ended.
    for (const cookie of [shopper.cookie, otherBrowser.cookie])
      expect(await sessionUser(requestAs(cookie, "/"), testContext(handle))).toBeNull();
    // The old password no longer works; the new one does.
    expect((await signIn(shopper.email, shopper.password)).status).toBe(401);
    expect((await signIn(shopper.email, "brand-new-1")).status).toBe(303);

    // The link worked once.
    expect((await openReset(token)).status).toBe(410);
    const again = await reset(token, "another-one-2");
    expect(again.status).toBe(410);
    expect(again.data).toEqual({ status: "expired" });
    expect((await signIn(shopper.email, "brand-new-1")).status).toBe(303);
  });

  it("answers a token with a NUL or other odd characters as an expired link, never a 500", async () => {
    for (const token of ["a\u0000b", "x".repeat(300), "../etc", "' OR 1=1 --"]) {
      const answer = await reset(token, "brand-new-1");
      expect(answer.status, JSON.stringify(token)).toBe(410);
      expect(answer.data).toEqual({ status: "expired" });
    }
  });

  it("answers the page's script with where to go", async () => {
    const shopper = await createShopper(handle);
    const token = await resetToken(shopper.email);
    const answer = await reset(token, "brand-new-1", "brand-new-1", { enhanced: "1" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ status: "done", redirectTo: "/login?reset=1", signedIn: false });
  });

  it("expires an hour after it was sent", async () => {
    const shopper = await createShopper(handle);
    const token = await resetToken(shopper.email);
    const identifier = `reset-password:${token}`;
    const [row] = await handle.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, identifier));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    // An hour later (the row aged, rather than the clock moved).
    await handle.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, identifier));
    expect((await openReset(token)).status).toBe(410);
    expect((await reset(token, "too-late-1")).data).toEqual({ status: "expired" });
    expect((await signIn(shopper.email, shopper.password)).status).toBe(303);
  });
});

describe("POST /forgot-password: rate limits", () => {
  const limits = { RATE_LIMITS: "on" };

  it("allows 3 requests per address an hour from any client; the 4th gets 429 and sends nothing", async () => {
    const shopper = await createShopper(handle);
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await forgot(shopper.email, { settings: limits, ip: `203.0.113.${attempt}` })).status).toBe(
        200,
      );
    const before = (await emailsTo(handle, shopper.email)).length;
    const limited = await forgot(shopper.email, { settings: limits, ip: "203.0.113.50" });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ status: "limited", minutes: 60 });
    expect(await emailsTo(handle, shopper.email)).toHaveLength(before);
  });

  it("allows 10 requests per client an hour, whatever the addresses", async () => {
    const ip = "203.0.113.77";
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await forgot(`someone-${attempt}@example.com`, { settings: limits, ip })).status).toBe(200);
    const shopper = await createShopper(handle);
    expect((await forgot(shopper.email, { settings: limits, ip })).status).toBe(429);
    expect(await emailsTo(handle, shopper.email)).toHaveLength(0);
  });

  it("never limits with RATE_LIMITS=off", async () => {
    const shopper = await createShopper(handle);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await forgot(shopper.email)).status).toBe(200);
  });
});
