import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { RegisterPage } from "~/components/auth/RegisterPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { registerSchema, validateAuthForm } from "~/modules/accounts/auth-forms";
import {
  assertSameOrigin,
  authAnswer,
  doneAnswer,
  limitedAnswer,
  privateRedirect,
  privateRouteHeaders,
} from "./auth-answers.server";
import { formValues } from "~/modules/accounts/auth-results";
import { safeRedirectPath } from "~/modules/accounts/redirect-path";
import { sessionUser } from "~/modules/accounts/session.server";
import { signUp } from "~/modules/accounts/sign-up.server";
import type { Route } from "./+types/register";

const redirectTarget = (value: unknown): string | null => safeRedirectPath(value, "") || null;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = redirectTarget(url.searchParams.get("redirectTo"));
  if (await sessionUser(request, context)) throw privateRedirect(redirectTo ?? "/");
  return data({ redirectTo }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const values = formValues(form, ["firstName", "lastName", "email", "terms"]);
  const parsed = validateAuthForm(registerSchema, form);
  if (!parsed.success) return authAnswer({ status: "invalid", problem: parsed.problem, values }, 400);

  const { firstName, lastName, email, password } = parsed.data;
  // The page's language, as the server rendered it: the account's e-mails use it.
  const language = requestLanguage(request);
  const outcome = await signUp(context, request, { firstName, lastName, email, password, language });
  const redirectTo = redirectTarget(form.get("redirectTo"));
  switch (outcome.outcome) {
    case "limited":
      return limitedAnswer(outcome.minutes, values);
    case "exists":
      return authAnswer({ status: "failed", failure: "accountExists", values }, 409);
    case "failed":
      return authAnswer({ status: "failed", failure: "signUpFailed", values }, 500);
    case "created": {
      // Spec: on to /login, where a note says to open the e-mail. Signed straight in (e-mail
      // verification off), there is nothing to wait for.
      const next = outcome.signedIn
        ? (redirectTo ?? "/")
        : `/login?registered=1${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
      return doneAnswer(form, next, { cookies: outcome.cookies, signedIn: outcome.signedIn });
    }
  }
}

export const headers = privateRouteHeaders;

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("auth.register.metaTitle"));
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage redirectTo={loaderData.redirectTo} actionData={actionData} />;
}
