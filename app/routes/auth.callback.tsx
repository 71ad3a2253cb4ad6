import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { EmailConfirmationPage } from "~/components/auth/EmailConfirmationPage";
import { RESEND_INTENT } from "~/components/auth/ResendVerificationForm";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { assertSameOrigin, privateRedirect, privateRouteHeaders, resendAction } from "./auth-answers.server";
import { confirmEmail } from "~/modules/accounts/email-confirmation.server";
import { sessionUser } from "~/modules/accounts/session.server";
import type { Route } from "./+types/auth.callback";

/**
 * /auth/callback?token=…: the link of a confirmation e-mail. A good link is used up, confirms the
 * address and signs the visitor in; the page then reloads without the token, so the new session
 * shows everywhere on it (the header too) and the token stays out of the history (with `?changed`
 * when the link confirmed an existing account's new address: no welcome then). A used, unknown
 * or expired link gets a page that sends a new one.
 */
const CHANGED = "changed";
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  if (token !== null) {
    const outcome = await confirmEmail(context, request, token);
    if (outcome.outcome === "confirmed")
      throw privateRedirect(`/auth/callback${outcome.changedAddress ? `?${CHANGED}` : ""}`, outcome.cookies);
    return data({ confirmed: null }, { status: 410, headers: PRIVATE_NO_STORE });
  }
  const user = await sessionUser(request, context);
  const confirmed = user === null ? null : url.searchParams.has(CHANGED) ? { changedTo: user.email } : {};
  return data({ confirmed }, { status: confirmed ? 200 : 410, headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  if (form.get("intent") !== RESEND_INTENT) throw data({ error: "Unknown intent" }, { status: 400 });
  return resendAction(form, context);
}

export const headers = privateRouteHeaders;

// The page's own posts answer for themselves; reloading its data would, for a link, find it used.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("auth.callback.metaTitle"));
}

export default function AuthCallback({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailConfirmationPage confirmed={loaderData.confirmed} actionData={actionData} />;
}
