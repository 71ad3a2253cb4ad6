import type { FormValues } from "~/lib/forms/validate";
import type { AccountFieldErrors, EmailField, PasswordField, ProfileField } from "./profile-schema";

/**
 * What the account page's action answers for each of its forms (told apart by `intent`), and
 * what the forms show from it. Problems are codes the page translates; `values` is what was typed,
 * for a page posted without JavaScript (never a password).
 */
export type AccountActionResult =
  | { intent: "profile"; status: "saved" }
  | {
      intent: "profile";
      status: "invalid";
      errors: AccountFieldErrors<ProfileField>;
      values?: FormValues<ProfileField>;
    }
  | { intent: "email"; status: "sent"; email: string }
  | {
      intent: "email";
      status: "invalid";
      errors: AccountFieldErrors<EmailField>;
      values?: FormValues<EmailField>;
    }
  | { intent: "password"; status: "changed" }
  | { intent: "password"; status: "invalid"; errors: AccountFieldErrors<PasswordField> }
  | { intent: AccountIntent; status: "limited"; minutes: number }
  | { intent: AccountIntent; status: "failed" }
  | { intent: null; status: "unknown-intent" };

export const ACCOUNT_INTENTS = ["profile", "email", "password"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
