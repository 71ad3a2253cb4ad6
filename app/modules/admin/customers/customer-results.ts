/** The customer page's intents: make the user an admin, or take it back. */
export const ROLE_INTENTS = ["promote", "demote"] as const;
export type RoleIntent = (typeof ROLE_INTENTS)[number];

/**
 * What changing a role can come to: done, already so, no such user, the admin's own account
 * ("self"), the shop's last admin, or an admin who lost the role meanwhile ("not-admin").
 */
export type RoleOutcome = "changed" | "unchanged" | "not-found" | "self" | "last-admin" | "not-admin";

export type RoleActionResult =
  { intent: RoleIntent; status: RoleOutcome } | { intent: null; status: "unknown-intent" };

export const isRoleIntent = (value: unknown): value is RoleIntent =>
  (ROLE_INTENTS as readonly unknown[]).includes(value);
