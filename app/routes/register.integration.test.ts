import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import {
  createShopper,
  linkInEmail,
  emailsTo,
  postForm,
  requestAs,
  TEST_ORIGIN,
  TEST_SECRET,
  testContext,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { users } from "~/db/schema";
import { translator } from "~/i18n/setup";
import { createAuth } from "~/modules/accounts/auth.server";
import { action, loader } from "./register";

const handle = testDatabase();

const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;

const valid = (overrides: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: newEmail(),
  password: "sweet-secret",
  confirmPassword: "sweet-secret",
  terms: "on",
  ...overrides,
});

type Options = { settings?: Record<string, string>; ip?: string; cookie?: string | null; language?: string };

function register(fields: Record<string, string>, options: Options = {}) {
  const cookie = [options.cookie, options.language && `site-lang=${options.language}`]
    .filter(Boolean)
    .join("; ");
  return callRoute(
    action,
    postForm("/register", fields, { cookie: cookie || null }),
    testContext(handle, { settings: options.settings, clientIp: options.ip }),
  );
}

const userRows = (email: string) => handle.db.select().from(users).where(eq(users.email, email));

describe("POST /register: the spec's checks, in its order", () => {
  const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
  it.each([
    ["all fields empty", empty, "fillAll", ["firstName", "lastName", "email", "password"]],
    ["one name missing", valid({ lastName: "  " }), "fillAll", ["lastName"]],
    // Mismatch comes before the length and the terms.
    [
      "passwords differ",
      valid({ password: "abc", confirmPassword: "abd", terms: "" }),
      "passwordsMismatch",
      ["confirmPassword"],
    ],
    // Length comes before the terms.
    [
      "a short password",
      valid({ password: "abcde", confirmPassword: "abcde", terms: "" }),
      "passwordTooShort",
      ["password"],
    ],
    ["terms not ticked", valid({ terms: "" }), "acceptTerms", ["terms"]],
    ["a malformed address", valid({ email: "not-an-address" }), "invalidEmail", ["email"]],
  ])(
    "%s → 400 with its message, what was typed kept (no passwords), nobody created",
    async (_, fieldsPosted, code, fields) => {
      const answer = await register(fieldsPosted);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(answer.data).toMatchObject({ status: "invalid", problem: { code, fields } });
      const values = (answer.data as { values: Record<string, string> }).values;
      expect(values).not.toHaveProperty("password");
      expect(values).not.toHaveProperty("confirmPassword");
      if (fieldsPosted.email) {
        expect(values.email).toBe(fieldsPosted.email);
        expect(await userRows(fieldsPosted.email)).toHaveLength(0);
      }
    },
  );

  it("accepts exactly 6 characters (the spec's minimum, not better-auth's 8)", async () => {
    const answer = await register(valid({ password: "abcdef", confirmPassword: "abcdef" }));
    expect(answer.status).toBe(303);
  });

  it("speaks the spec's words", () => {
    const t = translator("en");
    expect(t("auth.errors.fillAll")).toBe("Please fill in all fields");
    expect(t("auth.errors.passwordsMismatch")).toBe("Passwords do not match");
    expect(t("auth.errors.passwordTooShort", { min: 6 })).toBe("Password must be at least 6 characters");
    expect(t("auth.errors.acceptTerms")).toBe("Please agree to the terms and conditions");
    expect(t("auth.errors.signUpFailed")).toBe("Failed to create account");
    expect(t("auth.register.created")).toBe(
      "Account created! Please check your email to verify your account.",
    );
  });
});

describe("POST /register: a new account", () => {
  it("creates an unconfirmed shopper with first and last name and the page's language, never an admin", async () => {
    const fields = valid({ firstName: "  Grace ", lastName: "Hopper", isAdmin: "true" });
    const answer = await register(fields, { language: "es" });

    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/login?registered=1");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.cookie).toBe(""); // nobody is signed in before the address is confirmed
    const [user] = await userRows(fields.email);
    expect(user).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      name: "Grace Hopper",
      language: "es",
      isAdmin: false,
      emailVerified: false,
    });
  });

  it("answers the page's script with where to go, and keeps the page to come back to", async () => {
    const answer = await register({ ...valid(), enhanced: "1", redirectTo: "/checkout" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      status: "done",
      redirectTo: `/login?registered=1&redirectTo=${encodeURIComponent("/checkout")}`,
      signedIn: false,
    });
    const unsafe = await register({ ...valid(), redirectTo: "//evil.example/" });
    expect(unsafe.location).toBe("/login?registered=1");
  });

  it.each([
    ["en", "Confirm your Sweet Trip account", "Hi Ada,"],
    ["es", "Confirma tu cuenta de Sweet Trip", "Hola, Ada:"],
  ])(
    "sends the confirmation e-mail in the page's language (%s), linking to /auth/callback on PUBLIC_URL",
    async (language, subject, greeting) => {
      const fields = valid();
      await register(fields, { language });
      const [email] = await emailsTo(handle, fields.email);
      expect(email).toMatchObject({ subject });
      expect(email!.text).toContain(greeting);
      expect(await linkInEmail(handle, fields.email, "/auth/callback")).toMatch(
        new RegExp(`^${TEST_ORIGIN}/auth/callback\\?token=[\\w.-]+$`),
      );
    },
  );

  it("answers an address that has an account exactly like a new one, and tells its owner by e-mail", async () => {
    const owner = await createShopper(handle, { firstName: "Olga" });
    const fresh = await register(valid({ enhanced: "1" }));
    const existing = await register(
      valid({ email: owner.email, password: "other-pass", confirmPassword: "other-pass", enhanced: "1" }),
    );

    expect(existing.status).toBe(fresh.status);
    expect(existing.data).toEqual(fresh.data);
    expect(existing.cookie).toBe("");
    expect(await userRows(owner.email)).toHaveLength(1);
    const [email] = await emailsTo(handle, owner.email);
    expect(email?.subject).toBe("You already have a Sweet Trip account");
    // The account keeps its password.
    const signIn = await testContext(handle).auth.api.signInEmail({
      body: { email: owner.email, password: owner.password },
    });
    expect(signIn.user.email).toBe(owner.email);
  });

  it("refuses a post from another site", async () => {
    const request = new Request(`${TEST_ORIGIN}/register`, {
      method: "POST",
      body: new URLSearchParams(valid()),
      headers: { Origin: "https://evil.example" },
    });
    const answer = await callRoute(action, request, testContext(handle));
    expect(answer.status).toBe(403);
  });
});

describe("GET /register", () => {
  it("shows the form to visitors, never cached, and sends a signed-in shopper on", async () => {
    const anonymous = await callRoute(loader, requestAs(null, "/register"), testContext(handle));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");

    const shopper = await createShopper(handle);
    const home = await callRoute(loader, requestAs(shopper.cookie, "/register"), testContext(handle));
    expect(home).toMatchObject({ status: 302, location: "/" });
    const back = await callRoute(
      loader,
      requestAs(shopper.cookie, "/register?redirectTo=%2Fcart"),
      testContext(handle),
    );
    expect(back.location).toBe("/cart");
  });
});

describe("POST /register: rate limits", () => {
  const limits = { RATE_LIMITS: "on" };

  it("allows 3 sign-ups per address an hour, from any client address; the 4th gets 429 and nothing else", async () => {
    const email = newEmail();
    for (const [index, ip] of ["198.51.100.1", "198.51.100.2", "198.51.100.3"].entries()) {
      const answer = await register(valid({ email }), { settings: limits, ip });
      expect(answer.status, `attempt ${index + 1}`).toBe(303);
    }
    const before = await emailsTo(handle, email);
    const limited = await register(valid({ email }), { settings: limits, ip: "198.51.100.4" });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ status: "limited", minutes: 60 });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(await emailsTo(handle, email)).toHaveLength(before.length);
    expect(translator("en")("error.tooManyAttempts", { count: 60 })).toBe(
      "Too many attempts. Please try again in 60 minutes.",
    );
    expect(translator("es")("error.tooManyAttempts", { count: 60 })).toBe(
      "Demasiados intentos. Vuelve a intentarlo dentro de 60 minutos.",
    );
    expect(translator("en")("error.tooManyAttempts", { count: 1 })).toBe(
      "Too many attempts. Please try again in 1 minute.",
    );
  });

  it("allows 10 sign-ups per client address an hour, whatever the addresses", async () => {
    const ip = "198.51.100.20";
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await register(valid(), { settings: limits, ip })).status, `attempt ${attempt}`).toBe(303);
    }
    const fields = valid();
    const limited = await register(fields, { settings: limits, ip });
    expect(limited.status).toBe(429);
    expect(await userRows(fields.email)).toHaveLength(0);
    // Another client is not affected.
    expect((await register(valid(), { settings: limits, ip: "198.51.100.21" })).status).toBe(303);
  });

  it("never limits with RATE_LIMITS=off", async () => {
    const email = newEmail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await register(valid({ email }), { settings: { RATE_LIMITS: "off" } })).status).toBe(303);
    }
  });
});

describe("POST /register without e-mail verification (REQUIRE_EMAIL_VERIFICATION=off)", () => {
  const context = () => {
    const base = testContext(handle, { settings: { REQUIRE_EMAIL_VERIFICATION: "off" } });
    return {
      ...base,
      auth: createAuth({
        db: handle.db,
        secret: TEST_SECRET,
        baseURL: TEST_ORIGIN,
        requireEmailVerification: false,
        logger: pino({ level: "silent" }),
      }),
    };
  };

  it("signs the new account straight in and goes on; an existing address is told so", async () => {
    const fields = valid({ redirectTo: "/checkout" });
    const answer = await callRoute(action, postForm("/register", fields), context());
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/checkout");
    expect(answer.cookie).toMatch(/better-auth\.session_token=/);

    const again = await callRoute(action, postForm("/register", valid({ email: fields.email })), context());
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ status: "failed", failure: "accountExists" });
  });
});
