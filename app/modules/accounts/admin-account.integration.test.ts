import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { users } from "~/db/schema";
import { createOrPromoteAdmin, InvalidAdminCredentials } from "./admin-account.server";
import { createAuth, type Auth } from "./auth.server";

const handle = testDatabase();
let auth: Auth;

beforeAll(async () => {
  auth = createAuth({
    db: handle.db,
    secret: "test-secret-that-is-long-enough-0123456789",
    baseURL: "http://localhost:3000",
    requireEmailVerification: true,
  });
});

const signIn = (email: string, password: string) => auth.api.signInEmail({ body: { email, password } });

describe("create-admin", () => {
  it("creates a verified admin who can sign in with the given password", async () => {
    const result = await createOrPromoteAdmin(auth, { email: " Boss@Example.com ", password: "Sw33t-boss" });
    expect(result.created).toBe(true);
    const [row] = await handle.db.select().from(users).where(eq(users.id, result.userId));
    expect(row).toMatchObject({ email: "boss@example.com", emailVerified: true, isAdmin: true });
    const session = await signIn("boss@example.com", "Sw33t-boss");
    expect(session.user.email).toBe("boss@example.com");
  });

  it("promotes an existing shopper, verifies the e-mail and sets the new password", async () => {
    await auth.api.signUpEmail({ body: { email: "ana@example.com", password: "old-password", name: "Ana" } });
    await expect(signIn("ana@example.com", "old-password")).rejects.toThrow(); // not verified yet

    const result = await createOrPromoteAdmin(auth, { email: "ana@example.com", password: "new-password" });
    expect(result.created).toBe(false);
    const rows = await handle.db.select().from(users).where(eq(users.email, "ana@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isAdmin: true, emailVerified: true });
    await expect(signIn("ana@example.com", "old-password")).rejects.toThrow();
    expect((await signIn("ana@example.com", "new-password")).user.email).toBe("ana@example.com");
  });

  it("refuses a bad e-mail or a short password and creates nothing", async () => {
    const before = (await handle.db.select().from(users)).length;
    await expect(
      createOrPromoteAdmin(auth, { email: "not-an-email", password: "long-enough" }),
    ).rejects.toThrow(InvalidAdminCredentials);
    await expect(createOrPromoteAdmin(auth, { email: "x@example.com", password: "12345" })).rejects.toThrow(
      "The password needs at least 6 characters.",
    );
    expect(await handle.db.select().from(users)).toHaveLength(before);
  });

  it("never lets a sign-up make itself an admin", async () => {
    await auth.api
      .signUpEmail({
        body: {
          email: "sneaky@example.com",
          password: "sneaky-pass",
          name: "Sneaky",
          isAdmin: true,
        } as never,
      })
      .catch(() => undefined);
    const rows = await handle.db.select().from(users).where(eq(users.email, "sneaky@example.com"));
    expect(rows.every((row) => !row.isAdmin)).toBe(true);
  });
});
