import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createShopper,
  emailsTo,
  postForm,
  requestAs,
  testAuth,
  testContext,
  type TestShopper,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute, cookieHeaderOf } from "~tests/support/routes";
import { users } from "~/db/schema";
import { enAccountArea as en } from "~/i18n/en/account-area";
import { esAccountArea as es } from "~/i18n/es/account-area";
import { sessionUser } from "~/modules/accounts/session.server";
import { action, loader } from "./account";

const handle = testDatabase();

const submit = (
  cookie: string | null,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; settings?: Record<string, string> } = {},
) =>
  callRoute(
    action,
    postForm("/account", fields, { cookie, headers: options.headers }),
    testContext(handle, { settings: options.settings }),
  );

async function userRow(id: string) {
  const [row] = await handle.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const signedIn = async (cookie: string) => sessionUser(requestAs(cookie, "/account"), testContext(handle));

async function canSignIn(email: string, password: string): Promise<boolean> {
  return testAuth(handle)
    .api.signInEmail({ body: { email, password } })
    .then(() => true)
    .catch(() => false);
}

describe("GET /account", () => {
  it("shows a visitor the sign-in prompt (no profile), never cached", async () => {
    const answer = await callRoute(loader, requestAs(null, "/account"), testContext(handle));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ profile: null });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    // The spec's texts for that state.
    expect(en.accountPage.signedOut).toMatchObject({
      title: "Please sign in",
      text: "You need to be logged in to view your account.",
    });
  });

  it("shows a signed-in shopper their profile: name, e-mail, a phone only when there is one", async () => {
    const shopper = await createShopper(handle, { firstName: "Ada", lastName: "Lovelace" });
    const answer = await callRoute(loader, requestAs(shopper.cookie, "/account"), testContext(handle));
    expect(answer.data).toEqual({
      profile: { email: shopper.email, firstName: "Ada", lastName: "Lovelace", phone: null },
    });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("POST /account, intent=profile", () => {
  it("saves first name, last name, phone and the page's language for the session's user only", async () => {
    const ada = await createShopper(handle, { firstName: "Ada", lastName: "Lovelace" });
    const other = await createShopper(handle, { firstName: "Grace", lastName: "Hopper" });
    const otherBefore = await userRow(other.id);

    const answer = await submit(
      // The page was shown in Spanish.
      `${ada.cookie}; site-lang=es`,
      {
        intent: "profile",
        firstName: " Augusta Ada ",
        lastName: "King",
        phone: "+44 20 7946 0958",
        // None of these may be changed through this form.
        id: other.id,
        userId: other.id,
        email: "taken-over@example.com",
        isAdmin: "true",
        emailVerified: "false",
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "profile", status: "saved" });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await userRow(ada.id)).toMatchObject({
      firstName: "Augusta Ada",
      lastName: "King",
      name: "Augusta Ada King",
      phone: "+44 20 7946 0958",
      language: "es",
      email: ada.email,
      isAdmin: false,
      emailVerified: true,
    });
    expect(await userRow(other.id)).toEqual(otherBefore);
    // The header's menu reads the new name on the next request.
    expect(await signedIn(ada.cookie)).toMatchObject({ firstName: "Augusta Ada", lastName: "King" });
    // The toast the page shows (spec section 8).
    expect(en.accountPage.profile.updated).toBe("Profile updated successfully");
  });

  it("clears the phone when it is left empty", async () => {
    const shopper = await createShopper(handle);
    await submit(shopper.cookie, { intent: "profile", firstName: "Ada", lastName: "L", phone: "5550100" });
    expect((await userRow(shopper.id)).phone).toBe("5550100");
    await submit(shopper.cookie, { intent: "profile", firstName: "Ada", lastName: "L", phone: "" });
    expect((await userRow(shopper.id)).phone).toBeNull();
  });

  it("refuses an implausible phone and blank names with their messages, changing nothing", async () => {
    const shopper = await createShopper(handle, { firstName: "Ada", lastName: "Lovelace" });
    const before = await userRow(shopper.id);
    for (const phone of ["call me", "12345", "+1 (555) 010-0100 ext 7"]) {
      const answer = await submit(shopper.cookie, {
        intent: "profile",
        firstName: "Ada",
        lastName: "Lovelace",
        phone,
      });
      expect(answer.status, phone).toBe(400);
      expect(answer.data).toEqual({
        intent: "profile",
        status: "invalid",
        errors: { phone: "phoneInvalid" },
      });
    }
    const blank = await submit(shopper.cookie, {
      intent: "profile",
      firstName: " ",
      lastName: "",
      phone: "",
    });
    expect(blank.data).toEqual({
      intent: "profile",
      status: "invalid",
      errors: { firstName: "required", lastName: "required" },
    });
    expect(await userRow(shopper.id)).toEqual(before);
    expect(en.accountPage.errors.phoneInvalid).toMatch(/valid phone number/);
    expect(es.accountPage.errors.phoneInvalid).toMatch(/teléfono válido/);
  });
});

describe("POST /account, other requests", () => {
  it("answers an unknown intent with 400", async () => {
    const shopper = await createShopper(handle);
    for (const intent of ["", "delete-account", "isAdmin"]) {
      const answer = await submit(shopper.cookie, { intent });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ intent: null, status: "unknown-intent" });
    }
  });

  it("sends a visitor to sign in, and refuses another site's form", async () => {
    const anonymous = await submit(null, { intent: "profile", firstName: "A", lastName: "B" });
    expect(anonymous.thrown).toBe(true);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");

    const shopper = await createShopper(handle, { firstName: "Ada" });
    const crossSite = await submit(
      shopper.cookie,
      { intent: "profile", firstName: "Eve", lastName: "Evil" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(crossSite.status).toBe(403);
    expect((await userRow(shopper.id)).firstName).toBe("Ada");
  });
});

describe("POST /account, intent=email", () => {
  it("sends a confirmation link to the new address; the address changes only once it is followed", async () => {
    const shopper = await createShopper(handle);
    const newEmail = `new-${shopper.email}`;

    const answer = await submit(shopper.cookie, {
      intent: "email",
      newEmail: ` ${newEmail.toUpperCase()} `,
      currentPassword: shopper.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "email", status: "sent", email: newEmail });
    expect((await userRow(shopper.id)).email).toBe(shopper.email);
    // The address in use is told, with what to do if it was not its owner.
    const [notice, ...more] = await emailsTo(handle, shopper.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe("Your Sweet Trip e-mail address is changing");
    expect(notice?.text).toContain(`asked to use ${newEmail} instead of this address`);
    expect(notice?.text).toContain("http://shop.test/forgot-password");
    expect(notice?.text).not.toContain("you can ignore this e-mail");

    const [mail] = await emailsTo(handle, newEmail);
    expect(mail?.subject).toBe("Confirm your new e-mail address");
    const link = mail!.text.match(/http:\/\/shop\.test\/auth\/callback\?token=(\S+)/);
    expect(link).not.toBeNull();

    await testAuth(handle).api.verifyEmail({ query: { token: decodeURIComponent(link![1]!) } });
    expect(await userRow(shopper.id)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await canSignIn(newEmail, shopper.password)).toBe(true);
  });

  it("answers an address of another account like any other, without writing to it", async () => {
    const shopper = await createShopper(handle);
    const other: TestShopper = await createShopper(handle);
    const answer = await submit(shopper.cookie, {
      intent: "email",
      newEmail: other.email,
      currentPassword: shopper.password,
    });
    expect(answer.data).toEqual({ intent: "email", status: "sent", email: other.email });
    expect(await emailsTo(handle, other.email)).toEqual([]);
    expect((await userRow(shopper.id)).email).toBe(shopper.email);
  });

  it("refuses an invalid address and the current one", async () => {
    const shopper = await createShopper(handle);
    const invalid = await submit(shopper.cookie, {
      intent: "email",
      newEmail: "not-an-address",
      currentPassword: shopper.password,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toEqual({
      intent: "email",
      status: "invalid",
      errors: { newEmail: "emailInvalid" },
    });
    const same = await submit(shopper.cookie, {
      intent: "email",
      newEmail: shopper.email.toUpperCase(),
      currentPassword: shopper.password,
    });
    expect(same.data).toEqual({ intent: "email", status: "invalid", errors: { newEmail: "emailSame" } });
  });

  it("asks for the current password, as the password change does: missing or wrong, nothing is sent", async () => {
    const shopper = await createShopper(handle);
    const newEmail = `taken-over-${shopper.email}`;
    const missing = await submit(shopper.cookie, { intent: "email", newEmail });
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({
      intent: "email",
      status: "invalid",
      errors: { currentPassword: "required" },
    });
    const wrong = await submit(shopper.cookie, {
      intent: "email",
      newEmail,
      currentPassword: "not-the-password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({
      intent: "email",
      status: "invalid",
      errors: { currentPassword: "wrongPassword" },
    });
    expect(await emailsTo(handle, newEmail)).toEqual([]);
    expect(await emailsTo(handle, shopper.email)).toEqual([]);
  });

  it("limits how many links go to one address", async () => {
    const shopper = await createShopper(handle);
    const target = `flooded-${shopper.email}`;
    const settings = { RATE_LIMITS: "on" };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (
          await submit(
            shopper.cookie,
            { intent: "email", newEmail: target, currentPassword: shopper.password },
            { settings },
          )
        ).status,
      ).toBe(200);
    }
    const limited = await submit(
      shopper.cookie,
      { intent: "email", newEmail: target, currentPassword: shopper.password },
      { settings },
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ intent: "email", status: "limited", minutes: expect.any(Number) });
  });
});

describe("POST /account, intent=password", () => {
  const change = (
    shopper: TestShopper,
    currentPassword: string,
    newPassword: string,
    confirm = newPassword,
  ) => submit(shopper.cookie, { intent: "password", currentPassword, newPassword, confirmPassword: confirm });

  it("refuses a wrong current password with a clear message and changes nothing", async () => {
    const shopper = await createShopper(handle);
    const answer = await change(shopper, "not-my-password", "brand-new-1");
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "password",
      status: "invalid",
      errors: { currentPassword: "wrongPassword" },
    });
    expect(en.accountPage.errors.wrongPassword).toBe("Your current password is incorrect");
    expect(await canSignIn(shopper.email, shopper.password)).toBe(true);
    expect(await canSignIn(shopper.email, "brand-new-1")).toBe(false);
    expect(await signedIn(shopper.cookie)).not.toBeNull();
    expect(await emailsTo(handle, shopper.email)).toEqual([]);
  });

  it("checks the new password like registration: matching, then at least 6 characters", async () => {
    const shopper = await createShopper(handle);
    expect((await change(shopper, shopper.password, "abcdef", "abcdeg")).data).toEqual({
      intent: "password",
      status: "invalid",
      errors: { confirmPassword: "passwordMismatch" },
    });
    expect((await change(shopper, shopper.password, "abc")).data).toEqual({
      intent: "password",
      status: "invalid",
      errors: { newPassword: "passwordTooShort" },
    });
    expect(en.accountPage.errors).toMatchObject({
      passwordMismatch: "Passwords do not match",
      passwordTooShort: "Password must be at least 6 characters",
    });
    expect(await canSignIn(shopper.email, shopper.password)).toBe(true);
  });

  it("sets the new password, keeps this browser signed in and signs every other one out", async () => {
    const shopper = await createShopper(handle);
    const { headers } = await testAuth(handle).api.signInEmail({
      body: { email: shopper.email, password: shopper.password },
      returnHeaders: true,
    });
    const otherBrowser = cookieHeaderOf(headers);
    expect(await signedIn(otherBrowser)).not.toBeNull();

    const answer = await change(shopper, shopper.password, "brand-new-1");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "password", status: "changed" });
    const [notice, ...more] = await emailsTo(handle, shopper.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe("Your Sweet Trip password was changed");
    expect(notice?.text).toContain("http://shop.test/forgot-password");

    expect(await canSignIn(shopper.email, "brand-new-1")).toBe(true);
    expect(await canSignIn(shopper.email, shopper.password)).toBe(false);
    expect(await signedIn(otherBrowser)).toBeNull();
    expect(await signedIn(shopper.cookie)).toBeNull();
    // This browser carries on with the session in the answer's cookie.
    const thisBrowser = answer.cookie;
    expect(await signedIn(thisBrowser)).toMatchObject({ id: shopper.id });
  });

  it("counts current-password guesses against the sign-in limit", async () => {
    const shopper = await createShopper(handle);
    const settings = { RATE_LIMITS: "on" };
    const attempt = (currentPassword: string) =>
      submit(
        shopper.cookie,
        { intent: "password", currentPassword, newPassword: "brand-new-1", confirmPassword: "brand-new-1" },
        { settings },
      );
    for (let guess = 0; guess < 10; guess++) expect((await attempt(`guess-${guess}`)).status).toBe(400);
    const limited = await attempt(shopper.password);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ intent: "password", status: "limited", minutes: 15 });
    expect(await canSignIn(shopper.email, shopper.password)).toBe(true);
  });
});
