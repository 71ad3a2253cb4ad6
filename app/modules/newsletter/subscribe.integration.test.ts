import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailsTo, linkInEmail, testContext, TEST_ORIGIN } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { newsletterSubscribers, outboxEmails, rateLimits } from "~/db/schema";
import type { Language } from "~/lib/language";
import { CLIENT_LIMITS } from "~/modules/rate-limits/client-limits.server";
import { linkState } from "./confirm.server";
import { SIGNUP_ERRORS } from "./signup-errors";
import { CONFIRMATION_EMAILS_PER_ADDRESS, confirmTokenHash, subscribe } from "./subscribe.server";

const handle = testDatabase();

beforeEach(async () => {
  await handle.db.delete(newsletterSubscribers);
  await handle.db.delete(outboxEmails);
  await handle.db.delete(rateLimits);
});

const limitsOff = () => testContext(handle);
const limitsOn = (clientIp = "203.0.113.20") =>
  testContext(handle, { settings: { RATE_LIMITS: "on" }, clientIp });

const signUp = (email: unknown, language: Language = "en", context = limitsOff()) =>
  subscribe(context, { email, language });

const subscribers = () =>
  handle.db
    .select({
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
      confirmedAt: newsletterSubscribers.confirmedAt,
      confirmTokenHash: newsletterSubscribers.confirmTokenHash,
    })
    .from(newsletterSubscribers);

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** Puts an address on the list as a confirmed subscriber (as the migration did for older ones). */
const confirmedSubscriber = (email: string) =>
  handle.db.insert(newsletterSubscribers).values({ email, language: "en", confirmedAt: new Date() });

describe("signing up for the newsletter (double opt-in)", () => {
  it("stores the address unconfirmed, with the page's language, and e-mails one link in it", async () => {
    expect(await signUp("  Ana@Example.COM ", "es")).toEqual({ status: "accepted" });

    const [row, ...others] = await subscribers();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: "ana@example.com", language: "es", confirmedAt: null });

    const emails = await emailsTo(handle, "ana@example.com");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Confirma tu suscripción al boletín de Sweet Trip");
    const link = await linkInEmail(handle, "ana@example.com", "/newsletter/confirm");
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/newsletter/confirm\\?token=[\\w-]{43}$`));
    // Only the token's SHA-256 (hex) is stored; the token itself is only in the e-mail.
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmTokenHash).toBe(confirmTokenHash(tokenOf(link!)));
    expect(emails[0]!.text).not.toContain(row!.confirmTokenHash);
    expect(await linkState(handle.db, tokenOf(link!))).toBe("pending");
  });

  it("writes the e-mail in English from an English page", async () => {
    await signUp("fan@example.com", "en");
    const [email] = await emailsTo(handle, "fan@example.com");
    expect(email!.subject).toBe("Confirm your Sweet Trip newsletter subscription");
    expect(email!.text).toContain(`${TEST_ORIGIN}/newsletter/confirm?token=`);
  });

  it("sends an unconfirmed address a fresh link, which replaces the one before", async () => {
    await signUp("ana@example.com", "en");
    const first = await linkInEmail(handle, "ana@example.com", "/newsletter/confirm");
    expect(await signUp("ANA@example.com ", "es")).toEqual({ status: "accepted" });

    const emails = await emailsTo(handle, "ana@example.com");
    expect(emails).toHaveLength(2);
    const second = await linkInEmail(handle, "ana@example.com", "/newsletter/confirm");
    expect(second).not.toBe(first);
    expect(await linkState(handle.db, tokenOf(second!))).toBe("pending");
    expect(await linkState(handle.db, tokenOf(first!))).toBe("unknown");
    // Still one row, now in the language of the latest page (the one the new e-mail is in).
    expect(await subscribers()).toEqual([
      expect.objectContaining({ email: "ana@example.com", language: "es" }),
    ]);
  });

  it("answers a confirmed address the same and sends it nothing", async () => {
    await confirmedSubscriber("ana@example.com");
    const before = await subscribers();
    expect(await signUp("ana@example.com", "es")).toEqual({ status: "accepted" });
    expect(await emailsTo(handle, "ana@example.com")).toEqual([]);
    expect(await subscribers()).toEqual(before);
  });

  it("refuses an invalid or missing address and stores and sends nothing", async () => {
    expect(await signUp("not-an-email")).toEqual({ status: "invalid", error: SIGNUP_ERRORS.invalid });
    expect(await signUp(undefined)).toEqual({ status: "invalid", error: SIGNUP_ERRORS.required });
    expect(await subscribers()).toEqual([]);
    expect(await handle.db.select().from(outboxEmails)).toEqual([]);
  });

  it("keeps different subscribers apart, even when many sign up at once", async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `fan${i % 5}@example.com`);
    const results = await Promise.all(emails.map((email) => signUp(email)));
    expect(results.every((result) => result.status === "accepted")).toBe(true);
    expect((await subscribers()).map((row) => row.email).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `fan${i}@example.com`),
    );
  });
});

describe("the newsletter's limits", () => {
  it(`lets one client sign up ${CLIENT_LIMITS.newsletter.limit} times an hour, then says how long to wait`, async () => {
    for (let i = 0; i < CLIENT_LIMITS.newsletter.limit; i++) {
      expect(await signUp(`fan${i}@example.com`, "en", limitsOn())).toEqual({ status: "accepted" });
    }
    expect(await signUp("one-more@example.com", "en", limitsOn())).toEqual({
      status: "limited",
      minutes: 60,
    });
    expect(await emailsTo(handle, "one-more@example.com")).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "one-more@example.com")),
    ).toEqual([]);
    // Another client has its own budget.
    expect(await signUp("one-more@example.com", "en", limitsOn("198.51.100.7"))).toEqual({
      status: "accepted",
    });
  });

  it(`sends one address at most ${CONFIRMATION_EMAILS_PER_ADDRESS.limit} e-mails an hour, answering the same`, async () => {
    const clients = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4", "198.51.100.5"];
    for (const client of clients) {
      expect(await signUp("ana@example.com", "en", limitsOn(client))).toEqual({ status: "accepted" });
    }
    const emails = await emailsTo(handle, "ana@example.com");
    expect(emails).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS.limit);
    // The newest link sent still works: a sign-up past the limit does not replace it.
    const link = await linkInEmail(handle, "ana@example.com", "/newsletter/confirm");
    expect(await linkState(handle.db, tokenOf(link!))).toBe("pending");
  });

  it("lets everything through with RATE_LIMITS=off", async () => {
    for (let i = 0; i < CLIENT_LIMITS.newsletter.limit + 2; i++) {
      expect(await signUp("ana@example.com", "en", limitsOff())).toEqual({ status: "accepted" });
    }
    expect(await emailsTo(handle, "ana@example.com")).toHaveLength(CLIENT_LIMITS.newsletter.limit + 2);
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });
});
