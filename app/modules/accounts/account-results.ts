import type { EmailField, FieldErrors, PasswordField, ProfileField } from "./profile-schema";

/**
 * What the account page's action answers for each of its forms (told apart by `intent`), and
 * what the forms show from it. Problems are codes the page translates.
 */
export type AccountActionResult =
  | { intent: "profile"; status: "saved" }
  | { intent: "profile"; status: "invalid"; errors: FieldErrors<ProfileField> }
  | { intent: "email"; status: "sent"; email: string }
  | { intent: "email"; status: "invalid"; errors: FieldErrors<EmailField> }
  | { intent: "password"; status: "changed" }
  | { intent: "password"; status: "invalid"; errors: FieldErrors<PasswordField> }
  | { intent: AccountIntent; status: "limited"; minutes: number }
  | { intent: AccountIntent; status: "failed" }
  | { intent: null; status: "unknown-intent" };

export const ACCOUNT_INTENTS = ["profile", "email", "password"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
