import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createShopper,
  pathOf,
  linkInEmail,
  emailsTo,
  postForm,
  requestAs,
  TEST_ORIGIN,
  testContext,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { insertPendingOrder } from "~tests/support/orders";
import { callRoute } from "~tests/support/routes";
import { orders, users, verifications } from "~/db/schema";
import { translator } from "~/i18n/setup";
import { sessionUser } from "~/modules/accounts/session.server";
import { action as accountAction } from "./account";
import { action, loader } from "./auth.callback";
import { action as registerAction } from "./register";

const handle = testDatabase();
afterEach(() => vi.useRealTimers());

/** Registers through /register and returns the confirmation link of its e-mail. */
async function registerAndGetLink(
  email = `new-${randomUUID().slice(0, 8)}@example.com`,
  settings: Record<string, string> = {},
) {
  const origin = settings.PUBLIC_URL ?? TEST_ORIGIN;
  const answer = await callRoute(
    registerAction,
    postForm("/register", {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: "sweet-secret",
      confirmPassword: "sweet-secret",
      terms: "on",
    }),
    testContext(handle, { settings }),
  );
  expect(answer.status).toBe(303);
  const link = await linkInEmail(handle, email, "/auth/callback", origin);
  expect(link).toBeDefined();
  return { email, path: pathOf(link!) };
}

const open = (path: string, cookie: string | null = null, settings: Record<string, string> = {}) =>
  callRoute(loader, requestAs(cookie, path), testContext(handle, { settings }));

describe("GET /auth/callback?token=…", () => {
  it("confirms the address, signs the visitor in and shows the page without the token", async () => {
    const { email, path } = await registerAndGetLink();
    const followed = await open(path);

    expect(followed.status).toBe(302);
    expect(followed.location).toBe("/auth/callback");
    expect(followed.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = followed.headers
      .getSetCookie()
      .find((line) => line.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(await sessionUser(requestAs(followed.cookie, "/"), testContext(handle))).toMatchObject({ email });

    const page = await open("/auth/callback", followed.cookie);
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ confirmed: {} });
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(translator("en")("auth.callback.confirmedHeading")).toBe("Your e-mail is confirmed");
  });

  it("says which address an existing account now uses when the link confirmed a change, with no welcome", async () => {
    const shopper = await createShopper(handle);
    const newEmail = `moved-${shopper.email}`;
    await callRoute(
      accountAction,
      postForm(
        "/account",
        { intent: "email", newEmail, currentPassword: shopper.password },
        { cookie: shopper.cookie },
      ),
      testContext(handle),
    );
    const link = await linkInEmail(handle, newEmail, "/auth/callback", TEST_ORIGIN);
    const followed = await open(pathOf(link!));
    expect(followed.status).toBe(302);
    expect(followed.location).toBe("/auth/callback?changed");

    const page = await open("/auth/callback?changed", followed.cookie);
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ confirmed: { changedTo: newEmail } });
    expect(translator("es")("auth.callback.changedText", { email: newEmail })).toContain(newEmail);
  });

  it("works once: the same link again gets the expired page and signs nobody in", async () => {
    const { path } = await registerAndGetLink();
    expect((await open(path)).status).toBe(302);
    const again = await open(path);
    expect(again.status).toBe(410);
    expect(again.data).toEqual({ confirmed: null });
    expect(again.cookie).toBe("");
    expect(translator("en")("auth.callback.expiredHeading")).toBe(
      "This link has expired or was already used",
    );
  });

  it("refuses an unknown, malformed or missing token", async () => {
    for (const path of ["/auth/callback?token=not-a-token", "/auth/callback?token=", "/auth/callback"]) {
      const answer = await open(path);
      expect(answer.status, path).toBe(410);
      expect(answer.data).toEqual({ confirmed: null });
    }
  });

  it("refuses a link older than its lifetime, and the address stays unconfirmed", async () => {
    const { email, path } = await registerAndGetLink();
    await handle.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, "email-link:%"));
    const answer = await open(path);
    expect(answer.status).toBe(410);
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
  });

  it("sets a Secure cookie when PUBLIC_URL is https", async () => {
    const settings = { PUBLIC_URL: "https://shop.test" };
    const { path } = await registerAndGetLink(undefined, settings);
    const followed = await open(path, null, settings);
    expect(followed.status).toBe(302);
    const cookie = followed.headers.getSetCookie().find((line) => line.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("hands the account the guest orders placed with the address, once it is confirmed", async () => {
    const order = await insertPendingOrder(handle.db, {
      paymentId: `pi_${randomUUID()}`,
      provider: "sandbox",
    });
    const ownerOf = async () =>
      (await handle.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id)))[0]!
        .userId;

    // The helper's order was placed by ada@example.com.
    const { path } = await registerAndGetLink("ada@example.com");
    expect(await ownerOf()).toBeNull(); // registering alone proves nothing
    const followed = await open(path);
    const user = await sessionUser(requestAs(followed.cookie, "/"), testContext(handle));
    expect(await ownerOf()).toBe(user!.id);
  });
});

describe("POST /auth/callback: a new link", () => {
  it("sends one to an unconfirmed address, with the same answer for any other", async () => {
    const { email } = await registerAndGetLink();
    const before = (await emailsTo(handle, email)).length;
    const ask = (address: string) =>
      callRoute(
        action,
        postForm("/auth/callback", { intent: "resend", email: address }),
        testContext(handle),
      );
    // A link is signed with its time to the second: a moment later it is a new link.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5_000);
    const [pending, unknown] = await Promise.all([ask(email), ask("no-account@example.com")]);
    vi.useRealTimers();
    for (const [answer, address] of [
      [pending, email],
      [unknown, "no-account@example.com"],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({ status: "sent", values: { email: address }, intent: "resend" });
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(await emailsTo(handle, "no-account@example.com")).toHaveLength(0);
    expect(await emailsTo(handle, email)).toHaveLength(before + 1);

    const empty = await ask("");
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ status: "invalid", problem: { code: "fillAll", fields: ["email"] } });
  });
});
