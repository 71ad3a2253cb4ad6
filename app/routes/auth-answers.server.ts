import { data, redirect, type AppLoadContext } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { emailSchema, validateAuthForm } from "~/modules/accounts/auth-forms";
import {
  ENHANCED_FIELD,
  formValues,
  type AuthFormValues,
  type AuthResult,
} from "~/modules/accounts/auth-results";
import { resendVerification } from "~/modules/accounts/sign-in.server";

/**
 * How the account routes answer (not a route: the HTTP edge the account pages share, decision
 * 056): never stored anywhere (PRIVATE_NO_STORE), session cookies passed on, field problems with
 * 400 and too many attempts with 429. The accounts module decides; these answer.
 */

/** Headers of an answer that is never stored, setting `cookies` (Set-Cookie lines). */
export function privateHeaders(cookies: readonly string[] = []): Headers {
  const headers = new Headers(PRIVATE_NO_STORE);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** An answer for the page to show (problems, "we sent a link", an expired link). */
export function authAnswer(result: AuthResult, status = 200, cookies?: readonly string[]) {
  const headers = privateHeaders(cookies);
  if (result.status === "limited") headers.set("Retry-After", String(result.minutes * 60));
  return data(result, { status, headers });
}

export const limitedAnswer = (minutes: number, values: AuthFormValues, throttle?: "sign-in") =>
  authAnswer({ status: "limited", minutes, values, ...(throttle ? { throttle } : {}) }, 429);

/**
 * Success: the page's own script gets where to go next (it shows the toast and moves on, replacing
 * the history entry); a plain form post is redirected there.
 */
export function doneAnswer(
  form: FormData,
  redirectTo: string,
  options: { cookies?: string[]; signedIn: boolean },
) {
  if (form.get(ENHANCED_FIELD) === "1")
    return authAnswer({ status: "done", redirectTo, signedIn: options.signedIn }, 200, options.cookies);
  return redirect(redirectTo, { status: 303, headers: privateHeaders(options.cookies) });
}

/** A redirect that is never stored, optionally setting cookies. */
export const privateRedirect = (to: string, cookies?: string[]) =>
  redirect(to, { headers: privateHeaders(cookies) });

/**
 * Account forms change who is signed in: a page on another site must not post them (login CSRF
 * would sign a visitor into someone else's account).
 */
export function assertSameOrigin(request: Request, context: Pick<AppLoadContext, "env">): void {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) throw refusal;
}

/** The `headers` export of every account page: no browser or proxy keeps them. */
export function privateRouteHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers(PRIVATE_NO_STORE);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

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
