import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { ForgotPasswordPage } from "~/components/auth/ForgotPasswordPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { emailSchema, validateAuthForm } from "~/modules/accounts/auth-forms";
import { assertSameOrigin, authAnswer, limitedAnswer, privateRouteHeaders } from "./auth-answers.server";
import { formValues } from "~/modules/accounts/auth-results";
import { requestPasswordReset } from "~/modules/accounts/password-reset.server";
import type { Route } from "./+types/forgot-password";

export function loader() {
  return data(null, { headers: PRIVATE_NO_STORE });
}

/** Asks for a reset link: the same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const values = formValues(form, ["email"]);
  const parsed = validateAuthForm(emailSchema, form);
  if (!parsed.success) return authAnswer({ status: "invalid", problem: parsed.problem, values }, 400);
  const outcome = await requestPasswordReset(context, parsed.data.email);
  if (outcome.outcome === "limited") return limitedAnswer(outcome.minutes, values);
  if (outcome.outcome === "failed")
    return authAnswer({ status: "failed", failure: "requestFailed", values }, 500);
  return authAnswer({ status: "sent", values });
}

export const headers = privateRouteHeaders;

// The page's own posts answer for themselves; reloading its data would, for a link, find it used.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("auth.forgot.metaTitle"));
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage actionData={actionData} />;
}
