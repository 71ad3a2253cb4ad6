import type { AppLoadContext } from "react-router";
import { emailSchema, validateAuthForm } from "./auth-forms";
import { authAnswer } from "./auth-http.server";
import { formValues } from "./auth-results";
import { resendVerification } from "./sign-in.server";

/**
 * "Send the e-mail again" (on /login after an unconfirmed sign-in, and on an expired confirmation
 * link): rate-limited, and the same answer whatever the address.
 */
export async function resendAction(form: FormData, context: AppLoadContext) {
  const values = formValues(form, ["email"]);
  const parsed = validateAuthForm(emailSchema, form);
  if (!parsed.success)
    return authAnswer({ status: "invalid", problem: parsed.problem, values, intent: "resend" }, 400);
  const outcome = await resendVerification(context, parsed.data.email);
  if (outcome.outcome === "limited")
    return authAnswer({ status: "limited", minutes: outcome.minutes, values, intent: "resend" }, 429);
  if (outcome.outcome === "failed")
    return authAnswer({ status: "failed", failure: "requestFailed", values, intent: "resend" }, 500);
  return authAnswer({ status: "sent", values, intent: "resend" });
}
