import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { LoginPage } from "~/components/auth/LoginPage";
import { RESEND_INTENT } from "~/components/auth/ResendVerificationForm";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { signInSchema, validateAuthForm } from "~/modules/accounts/auth-forms";
import {
  assertSameOrigin,
  authAnswer,
  doneAnswer,
  limitedAnswer,
  privateRedirect,
  privateRouteHeaders,
  resendAction,
} from "./auth-answers.server";
import { formValues } from "~/modules/accounts/auth-results";
import { safeRedirectPath } from "~/modules/accounts/redirect-path";
import { sessionUser } from "~/modules/accounts/session.server";
import { signIn } from "~/modules/accounts/sign-in.server";
import type { Route } from "./+types/login";

/** Where to go after signing in: the `redirectTo` page when it is one of ours, else null (home). */
function redirectTarget(value: unknown): string | null {
  return safeRedirectPath(value, "") || null;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const redirectTo = redirectTarget(params.get("redirectTo"));
  // Signed in already: straight on to where the visitor was going.
  if (await sessionUser(request, context)) throw privateRedirect(redirectTo ?? "/");
  const notice = params.has("registered")
    ? ("registered" as const)
    : params.has("reset")
      ? ("passwordChanged" as const)
      : null;
  return data({ redirectTo, notice }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  if (form.get("intent") === RESEND_INTENT) return resendAction(form, context);

  const values = formValues(form, ["email", "rememberMe"]);
  const parsed = validateAuthForm(signInSchema, form);
  if (!parsed.success) return authAnswer({ status: "invalid", problem: parsed.problem, values }, 400);

  const outcome = await signIn(context, request, parsed.data);
  switch (outcome.outcome) {
    case "throttled":
      return limitedAnswer(outcome.minutes, values, "sign-in");
    case "invalid-credentials":
      return authAnswer({ status: "failed", failure: "invalidCredentials", values }, 401);
    case "unverified":
      return authAnswer({ status: "unverified", values }, 403);
    case "failed":
      return authAnswer({ status: "failed", failure: "signInFailed", values }, 500);
    case "signed-in":
      return doneAnswer(form, redirectTarget(form.get("redirectTo")) ?? "/", {
        cookies: outcome.cookies,
        signedIn: true,
      });
  }
}

export const headers = privateRouteHeaders;

// After its own form posts, the page moves on by itself; its loader (which sends signed-in
// visitors away) must not race it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("auth.login.metaTitle"));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage redirectTo={loaderData.redirectTo} notice={loaderData.notice} actionData={actionData} />;
}
