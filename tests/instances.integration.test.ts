import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopper, requestAs, TEST_ORIGIN, TEST_SECRET, testContext } from "./support/accounts";
import { createTestDatabase } from "./support/database";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { hitAuthLimit } from "~/modules/accounts/auth-limits.server";
import { createAuth } from "~/modules/accounts/auth.server";
import { sessionUser } from "~/modules/accounts/session.server";

/**
 * Two shop instances on one database (DESIGN section 6): each has its own better-auth and, on
 * PostgreSQL, its own connection pool. A session made by one is honoured and ended by the other,
 * and both count the same rate-limit attempts: nothing of it lives in a process.
 */
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await createTestDatabase();
  // PGlite serves one process: there the second "instance" shares the handle but not the auth.
  second =
    first.kind === "postgres"
      ? await openDatabase({ kind: "postgres", url: String(first.pool.options.connectionString) })
      : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

const otherInstance = () =>
  testContext(second, {
    auth: createAuth({
      db: second.db,
      secret: TEST_SECRET,
      baseURL: TEST_ORIGIN,
      requireEmailVerification: true,
    }),
  });

describe("two instances on one database", () => {
  it("share sessions: signed in on one, known and signed out on the other", async () => {
    const shopper = await createShopper(first);
    const context = otherInstance();
    expect(await sessionUser(requestAs(shopper.cookie, "/account"), context)).toMatchObject({
      id: shopper.id,
    });

    await context.auth.api.signOut({ headers: new Headers({ Cookie: shopper.cookie }) });
    expect(await sessionUser(requestAs(shopper.cookie, "/account"), testContext(first))).toBeNull();
  });

  it("share rate limits: attempts on one count on the other", async () => {
    const settings = { RATE_LIMITS: "on" };
    const email = "counted@example.com";
    for (let attempt = 0; attempt < 3; attempt++) {
      const context = attempt % 2 ? otherInstance() : testContext(first);
      expect(
        await hitAuthLimit({ ...context, env: testContext(first, { settings }).env }, "sign-up", email),
      ).toEqual({
        limited: false,
      });
    }
    const limited = await hitAuthLimit(
      { ...otherInstance(), env: testContext(first, { settings }).env },
      "sign-up",
      email,
    );
    expect(limited.limited).toBe(true);
  });
});
