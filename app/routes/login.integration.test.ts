import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createShopper,
  emailsTo,
  postForm,
  requestAs,
  TEST_ORIGIN,
  testContext,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { translator } from "~/i18n/setup";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { FREE_FAILURES } from "~/modules/accounts/sign-in-throttle.server";
import { sessionUser } from "~/modules/accounts/session.server";
import { loader as rootLoader } from "~/root";
import { action, loader } from "./login";
import { action as registerAction } from "./register";

const handle = testDatabase();
afterEach(() => vi.useRealTimers());

type Options = { settings?: Record<string, string>; ip?: string; cookie?: string | null };

function signIn(fields: Record<string, string>, options: Options = {}) {
  return callRoute(
    action,
    postForm("/login", fields, { cookie: options.cookie }),
    testContext(handle, { settings: options.settings, clientIp: options.ip }),
  );
}

/** The attributes of the session cookie in an answer's Set-Cookie lines. */
function sessionCookie(headers: Headers): string {
  const line = headers.getSetCookie().find((cookie) => /better-auth\.session_token=/.test(cookie));
  if (!line) throw new Error("no session cookie set");
  return line;
}

/** A shopper who registered through /register and has not opened the confirmation link yet. */
async function unconfirmedShopper() {
  const email = `pending-${randomUUID().slice(0, 8)}@example.com`;
  const password = "sweet-secret";
  const answer = await callRoute(
    registerAction,
    postForm("/register", {
      firstName: "Paz",
      lastName: "Pending",
      email,
      password,
      confirmPassword: password,
      terms: "on",
    }),
    testContext(handle),
  );
  expect(answer.status).toBe(303);
  return { email, password };
}

describe("POST /login: the form's checks", () => {
  it.each([
    ["no e-mail", { email: " ", password: "secret" }, ["email"]],
    ["no password", { email: "ada@example.com", password: "" }, ["password"]],
    ["nothing", { email: "", password: "" }, ["email", "password"]],
  ])("%s → 400 Please fill in all fields, the address and Remember me kept", async (_, fields, missing) => {
    const answer = await signIn({ ...fields, rememberMe: "on" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toEqual({
      status: "invalid",
      problem: { code: "fillAll", fields: missing },
      values: { email: fields.email, rememberMe: "on" },
    });
    expect(translator("en")("auth.errors.fillAll")).toBe("Please fill in all fields");
  });
});

describe("POST /login: signing in", () => {
  it("answers an unknown address and a wrong password the same way (no account enumeration)", async () => {
    const shopper = await createShopper(handle);
    const unknown = await signIn({ email: "nobody-here@example.com", password: shopper.password });
    const wrong = await signIn({ email: shopper.email, password: "not-the-password" });
    const malformed = await signIn({ email: "not-an-address", password: shopper.password });
    for (const answer of [unknown, wrong, malformed]) {
      expect(answer.status).toBe(401);
      expect(answer.data).toMatchObject({ status: "failed", failure: "invalidCredentials" });
      expect(answer.cookie).toBe("");
    }
    expect(translator("en")("auth.errors.invalidCredentials")).toBe("Invalid email or password");
    expect(translator("en")("auth.errors.signInFailed")).toBe("Failed to sign in");
  });

  it("signs in and goes home, replacing nothing on the server side: a 303 with the session cookie", async () => {
    const shopper = await createShopper(handle, { firstName: "Ada" });
    const answer = await signIn({ email: ` ${shopper.email.toUpperCase()} `, password: shopper.password });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const user = await sessionUser(requestAs(answer.cookie, "/"), testContext(handle));
    expect(user).toMatchObject({ email: shopper.email, firstName: "Ada" });
  });

  it("answers the page's script with where to go (it then shows Welcome back! and replaces the history entry)", async () => {
    const shopper = await createShopper(handle);
    const answer = await signIn({
      email: shopper.email,
      password: shopper.password,
      redirectTo: "/checkout?step=2",
      enhanced: "1",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ status: "done", redirectTo: "/checkout?step=2", signedIn: true });
    expect(answer.cookie).toMatch(/better-auth\.session_token=/);
    expect(translator("en")("auth.login.welcomeBack")).toBe("Welcome back!");
  });

  it.each([
    ["//evil.example/", "/"],
    ["https://evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/login", "/"],
    ["/product/pocky?x=1#reviews", "/product/pocky?x=1#reviews"],
  ])("sends redirectTo %j to %j", async (redirectTo, location) => {
    const shopper = await createShopper(handle);
    const answer = await signIn({ email: shopper.email, password: shopper.password, redirectTo });
    expect(answer.location).toBe(location);
  });

  it("Remember me unticked: a browser-session cookie (no Max-Age, no Expires); ticked: 30 days", async () => {
    const shopper = await createShopper(handle);
    const brief = sessionCookie((await signIn({ email: shopper.email, password: shopper.password })).headers);
    expect(brief).not.toMatch(/Max-Age|Expires/i);
    expect(brief).toMatch(/HttpOnly/);
    expect(brief).toMatch(/SameSite=Lax/);

    const remembered = sessionCookie(
      (await signIn({ email: shopper.email, password: shopper.password, rememberMe: "on" })).headers,
    );
    expect(remembered).toMatch(/Max-Age=2592000\b/);
    expect(remembered).toMatch(/HttpOnly/);
    expect(remembered).not.toMatch(/Secure/);
  });

  it("marks the cookie Secure (and __Secure-) when PUBLIC_URL is https", async () => {
    const shopper = await createShopper(handle);
    const answer = await signIn(
      { email: shopper.email, password: shopper.password, rememberMe: "on" },
      { settings: { PUBLIC_URL: "https://shop.test" } },
    );
    const cookie = sessionCookie(answer.headers);
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("signs in the admin made by create-admin; the root loader then reports isAdmin (the menu shows Admin Panel)", async () => {
    const { auth } = testContext(handle);
    await createOrPromoteAdmin(auth, { email: "chief@example.com", password: "Sw33t-chief" });
    const answer = await signIn({ email: "chief@example.com", password: "Sw33t-chief" });
    expect(answer.status).toBe(303);
    const root = await callRoute(rootLoader, requestAs(answer.cookie, "/"), testContext(handle));
    expect(root.data?.user).toMatchObject({ email: "chief@example.com", isAdmin: true });

    const shopper = await createShopper(handle);
    const shopperRoot = await callRoute(rootLoader, requestAs(shopper.cookie, "/"), testContext(handle));
    expect(shopperRoot.data?.user?.isAdmin).toBe(false);
  });

  it("refuses a post from another site", async () => {
    const shopper = await createShopper(handle);
    const request = new Request(`${TEST_ORIGIN}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: shopper.email, password: shopper.password }),
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    const answer = await callRoute(action, request, testContext(handle));
    expect(answer.status).toBe(403);
    expect(answer.cookie).toBe("");
  });
});

describe("POST /login: an unconfirmed address", () => {
  it("with the right password says to confirm first; with a wrong one, the usual refusal", async () => {
    const pending = await unconfirmedShopper();
    const right = await signIn({ email: pending.email, password: pending.password });
    expect(right.status).toBe(403);
    expect(right.data).toEqual({ status: "unverified", values: { email: pending.email } });
    expect(right.cookie).toBe("");
    expect(translator("en")("auth.login.unverified")).toMatch(/^Please confirm your e-mail address first\. /);

    const wrong = await signIn({ email: pending.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.data).toMatchObject({ status: "failed", failure: "invalidCredentials" });
  });

  it("sends the e-mail again on request, with the same answer for any address", async () => {
    const pending = await unconfirmedShopper();
    const confirmed = await createShopper(handle);
    const before = (await emailsTo(handle, pending.email)).length;

    // A link is signed with its time to the second: a moment later it is a new link.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5_000);
    const answers = await Promise.all(
      [pending.email, confirmed.email, "nobody-at-all@example.com"].map((email) =>
        signIn({ intent: "resend", email }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ status: "sent", intent: "resend" });
    }
    vi.useRealTimers();
    const after = await emailsTo(handle, pending.email);
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.subject).toBe("Confirm your Sweet Trip account");
    expect(await emailsTo(handle, confirmed.email)).toHaveLength(0);
    expect(await emailsTo(handle, "nobody-at-all@example.com")).toHaveLength(0);
  });
});

describe("GET /login", () => {
  it("shows the form, never cached; a signed-in visitor goes on to redirectTo or home", async () => {
    const anonymous = await callRoute(
      loader,
      requestAs(null, "/login?redirectTo=%2F%2Fevil.example&registered=1"),
      testContext(handle),
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");
    expect(anonymous.data).toEqual({ redirectTo: null, notice: "registered" });

    const shopper = await createShopper(handle);
    const home = await callRoute(loader, requestAs(shopper.cookie, "/login"), testContext(handle));
    expect(home).toMatchObject({ status: 302, location: "/" });
    expect(home.headers.get("Cache-Control")).toBe("private, no-store");
    const back = await callRoute(
      loader,
      requestAs(shopper.cookie, `/login?redirectTo=${encodeURIComponent("/orders?page=2")}`),
      testContext(handle),
    );
    expect(back.location).toBe("/orders?page=2");
  });
});

describe("POST /login: rate limits", () => {
  const limits = { RATE_LIMITS: "on" };

  it("never locks the owner out: wrong passwords from a dozen other clients leave the owner's own sign-in alone", async () => {
    const shopper = await createShopper(handle);
    for (let attempt = 1; attempt <= 12; attempt++) {
      const answer = await signIn(
        { email: shopper.email, password: "wrong-password" },
        { settings: limits, ip: `192.0.2.${attempt}` },
      );
      expect(answer.status, `client ${attempt}`).toBe(401);
    }
    const owner = await signIn(
      { email: shopper.email, password: shopper.password },
      { settings: limits, ip: "198.51.100.7" },
    );
    expect(owner.status).toBe(303);
  });

  it("slows the client that guesses one account down, longer after each wrong password, and says the account is not locked", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const shopper = await createShopper(handle);
    const ip = "192.0.2.77";
    const guess = () =>
      signIn({ email: shopper.email, password: "wrong-password" }, { settings: limits, ip });
    for (let attempt = 1; attempt <= FREE_FAILURES + 1; attempt++) {
      expect((await guess()).status, `attempt ${attempt}`).toBe(401);
    }
    // Waits of 1, 2, 4 minutes: each wrong password after the free ones doubles the next wait.
    for (const minutes of [1, 2, 4]) {
      const limited = await signIn(
        { email: shopper.email, password: shopper.password },
        { settings: limits, ip },
      );
      expect(limited.status, `waiting ${minutes}`).toBe(429);
      expect(limited.data).toMatchObject({
        status: "limited",
        throttle: "sign-in",
        minutes,
        values: { email: shopper.email },
      });
      expect(limited.headers.get("Retry-After")).toBe(String(minutes * 60));
      expect(limited.cookie).toBe("");
      vi.setSystemTime(Date.now() + minutes * 60_000);
      expect((await guess()).status).toBe(401);
    }
    // Meanwhile the owner signs in from elsewhere; later, from here too, which ends the run.
    expect(
      (
        await signIn(
          { email: shopper.email, password: shopper.password },
          { settings: limits, ip: "192.0.2.78" },
        )
      ).status,
    ).toBe(303);
    vi.setSystemTime(Date.now() + 8 * 60_000);
    expect(
      (await signIn({ email: shopper.email, password: shopper.password }, { settings: limits, ip })).status,
    ).toBe(303);
    expect((await guess()).status).toBe(401);
    expect(translator("en")("auth.errors.signInThrottled", { count: 8 })).toBe(
      "Too many wrong passwords from this device or network. Please try again in 8 minutes. Your account is not locked: you can sign in from elsewhere or reset your password at any time.",
    );
    expect(translator("es")("auth.errors.signInThrottled", { count: 1 })).toContain(
      "Tu cuenta no está bloqueada",
    );
  });

  it("answers an e-mail address with a NUL as malformed (400), never a 500", async () => {
    const answer = await signIn({ email: "a\u0000b@x.test", password: "guess" }, { settings: limits });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ status: "invalid", problem: { code: "invalidEmail" } });
  });

  it("allows 30 attempts per client in 15 minutes, whatever the addresses", async () => {
    const ip = "192.0.2.200";
    for (let attempt = 1; attempt <= 30; attempt++) {
      const answer = await signIn(
        { email: `guess-${attempt}@example.com`, password: "guess" },
        { settings: limits, ip },
      );
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const shopper = await createShopper(handle);
    const limited = await signIn(
      { email: shopper.email, password: shopper.password },
      { settings: limits, ip },
    );
    expect(limited.status).toBe(429);
    // Another client signs in.
    const other = await signIn(
      { email: shopper.email, password: shopper.password },
      { settings: limits, ip: "192.0.2.201" },
    );
    expect(other.status).toBe(303);
  });

  it("allows 3 requests for a new confirmation link per address an hour", async () => {
    const pending = await unconfirmedShopper();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await signIn(
        { intent: "resend", email: pending.email },
        { settings: limits, ip: `192.0.2.${100 + attempt}` },
      );
      expect(answer.status, `attempt ${attempt}`).toBe(200);
    }
    const before = (await emailsTo(handle, pending.email)).length;
    const limited = await signIn(
      { intent: "resend", email: pending.email },
      { settings: limits, ip: "192.0.2.150" },
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ status: "limited", minutes: 60, intent: "resend" });
    expect(await emailsTo(handle, pending.email)).toHaveLength(before);
  });

  it("never limits with RATE_LIMITS=off", async () => {
    const shopper = await createShopper(handle);
    for (let attempt = 1; attempt <= 12; attempt++) {
      const answer = await signIn({ email: shopper.email, password: "wrong-password" });
      expect(answer.status).toBe(401);
    }
    expect((await signIn({ email: shopper.email, password: shopper.password })).status).toBe(303);
  });
});
