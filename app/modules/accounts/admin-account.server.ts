import { z } from "zod";
import type { Auth } from "./auth.server";
import { emailSchema, MIN_PASSWORD_LENGTH, passwordSchema } from "./rules";

const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

export class InvalidAdminCredentials extends Error {
  override name = "InvalidAdminCredentials";
}

/**
 * Creates a verified admin account, or promotes (and re-passwords) an existing one. Uses
 * better-auth's own adapter and hasher, so the account signs in like any other.
 */
export async function createOrPromoteAdmin(
  auth: Auth,
  input: { email: string; password: string },
): Promise<{ created: boolean; userId: string }> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidAdminCredentials(
      issue.path[0] === "email"
        ? "A valid e-mail address is required."
        : `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  const { email, password } = parsed.data;
  const context = await auth.$context;
  const adapter = context.internalAdapter;
  const hash = await context.password.hash(password);

  const existing = await adapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    await adapter.updateUser(existing.user.id, { emailVerified: true, isAdmin: true });
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    if (credential) await adapter.updatePassword(existing.user.id, hash);
    else
      await adapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: hash,
      });
    return { created: false, userId: existing.user.id };
  }

  const user = await adapter.createUser({
    email,
    name: email.split("@")[0]!,
    emailVerified: true,
    isAdmin: true,
  });
  await adapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { created: true, userId: user.id };
}
