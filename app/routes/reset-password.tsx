import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { ResetPasswordPage } from "~/components/auth/ResetPasswordPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { newPasswordSchema, validateAuthForm } from "~/modules/accounts/auth-forms";
import { assertSameOrigin, authAnswer, doneAnswer, privateRouteHeaders } from "./auth-answers.server";
import { isResetTokenUsable, resetPassword } from "~/modules/accounts/password-reset.server";
import type { Route } from "./+types/reset-password";

/** /reset-password?token=…: the link of a reset e-mail, good once and for an hour. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const usable = await isResetTokenUsable(context, token);
  return data({ token: usable ? token : null }, { status: usable ? 200 : 410, headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const parsed = validateAuthForm(newPasswordSchema, form);
  if (!parsed.success) return authAnswer({ status: "invalid", problem: parsed.problem, values: {} }, 400);
  const token = form.get("token");
  const outcome = await resetPassword(
    context,
    typeof token === "string" ? token : null,
    parsed.data.password,
  );
  if (outcome.outcome === "expired") return authAnswer({ status: "expired" }, 410);
  if (outcome.outcome === "failed")
    return authAnswer({ status: "failed", failure: "requestFailed", values: {} }, 500);
  // Every session of the account has ended: the visitor signs in again with the new password.
  return doneAnswer(form, "/login?reset=1", { signedIn: false });
}

export const headers = privateRouteHeaders;

// The page's own posts answer for themselves; reloading its data would, for a link, find it used.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("auth.reset.metaTitle"));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} actionData={actionData} />;
}
