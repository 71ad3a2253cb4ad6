import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { SIGNUP_ERRORS } from "./signup-schema";
import { subscribe } from "./subscribe.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(newsletterSubscribers);
});

const subscribers = () =>
  handle.db
    .select({ email: newsletterSubscribers.email, language: newsletterSubscribers.language })
    .from(newsletterSubscribers);

describe("subscribing to the newsletter", () => {
  it("stores the address trimmed and lower-cased, with the page's language", async () => {
    expect(await subscribe(handle.db, { email: "  Ana@Example.COM ", language: "es" })).toEqual({ ok: true });
    expect(await subscribers()).toEqual([{ email: "ana@example.com", language: "es" }]);
  });

  it("takes the same address twice as a success and keeps one row", async () => {
    expect(await subscribe(handle.db, { email: "ana@example.com", language: "en" })).toEqual({ ok: true });
    expect(await subscribe(handle.db, { email: "ANA@example.com ", language: "es" })).toEqual({ ok: true });
    // The first sign-up stands: its language is kept.
    expect(await subscribers()).toEqual([{ email: "ana@example.com", language: "en" }]);
  });

  it("refuses an invalid or missing address and stores nothing", async () => {
    expect(await subscribe(handle.db, { email: "not-an-email", language: "en" })).toEqual({
      ok: false,
      error: SIGNUP_ERRORS.invalid,
    });
    expect(await subscribe(handle.db, { email: undefined, language: "en" })).toEqual({
      ok: false,
      error: SIGNUP_ERRORS.required,
    });
    expect(await subscribers()).toEqual([]);
  });

  it("keeps different subscribers apart, even when many sign up at once", async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `fan${i % 5}@example.com`);
    const results = await Promise.all(emails.map((email) => subscribe(handle.db, { email, language: "en" })));
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await subscribers()).map((row) => row.email).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `fan${i}@example.com`),
    );
  });
});
