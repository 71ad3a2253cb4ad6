import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { AccountPageView } from "~/components/account/AccountPageView";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import type { AccountActionResult, AccountIntent } from "~/modules/accounts/account-results";
import { changePassword, requestEmailChange } from "~/modules/accounts/account-security.server";
import { privateHeaders } from "./auth-answers.server";
import {
  EMAIL_FIELDS,
  type AccountFieldErrors,
  type EmailField,
  PROFILE_FIELDS,
  validateEmailChange,
  validatePasswordChange,
  validateProfile,
} from "~/modules/accounts/profile-schema";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { getProfile, updateProfile } from "~/modules/accounts/profile.server";
import { requireUser, sessionUser, type SessionUser } from "~/modules/accounts/session.server";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import type { Route } from "./+types/account";

/** Spec section 2, Account: the profile for a signed-in visitor, "Please sign in" for anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context);
  const profile = user ? await getProfile(context.db, user.id) : null;
  return data({ profile }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: AccountActionResult, status = 200, headers?: Headers) =>
  data(result, { status, headers: headers ?? PRIVATE_NO_STORE });

/**
 * The page's three forms, told apart by `intent`: profile (name and phone), e-mail (a link to
 * the new address) and password. Each acts on the session's user only; nothing in the form can
 * name another user or any other field.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const user = await requireUser({ request, url, context });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "profile" && intent !== "email" && intent !== "password") {
    return answer({ intent: null, status: "unknown-intent" }, 400);
  }
  try {
    return await run(intent, { request, context, user, form });
  } catch (error) {
    context.logger.error({ err: error, intent }, "account: the change could not be made");
    return answer({ intent, status: "failed" }, 500);
  }
}

interface Submission {
  request: Request;
  context: Route.ActionArgs["context"];
  user: SessionUser;
  form: FormData;
}

async function run(intent: AccountIntent, { request, context, user, form }: Submission) {
  switch (intent) {
    case "profile": {
      const parsed = validateProfile(form);
      if (!parsed.success) {
        return answer({ intent, ...invalidAnswer(request, form, PROFILE_FIELDS, parsed.errors) }, 400);
      }
      // The page's language becomes the language of the user's e-mails.
      const language = requestLanguage(request);
      await updateProfile(context.db, user.id, parsed.data, language);
      return answer({ intent, status: "saved" });
    }
    case "email": {
      const refused = (errors: AccountFieldErrors<EmailField>) =>
        answer({ intent, ...invalidAnswer(request, form, EMAIL_FIELDS, errors) }, 400);
      const parsed = validateEmailChange(form);
      if (!parsed.success) return refused(parsed.errors);
      const { newEmail } = parsed.data;
      const sent = await requestEmailChange(context, request, user, parsed.data);
      if (sent.outcome === "same") {
        return refused({ newEmail: "emailSame" });
      }
      if (sent.outcome === "wrong-password") {
        return answer({ intent, status: "invalid", errors: { currentPassword: "wrongPassword" } }, 400);
      }
      if (sent.outcome === "limited")
        return answer({ intent, status: "limited", minutes: sent.minutes }, 429);
      return answer({ intent, status: "sent", email: newEmail });
    }
    case "password": {
      const parsed = validatePasswordChange(form);
      if (!parsed.success) return answer({ intent, status: "invalid", errors: parsed.errors }, 400);
      const changed = await changePassword(context, request, user, parsed.data);
      if (changed.outcome === "wrong-password") {
        return answer({ intent, status: "invalid", errors: { currentPassword: "wrongPassword" } }, 400);
      }
      if (changed.outcome === "limited") {
        return answer({ intent, status: "limited", minutes: changed.minutes }, 429);
      }
      // The new session's cookie: this browser stays signed in, every other one is signed out.
      return answer({ intent, status: "changed" }, 200, privateHeaders(changed.setCookies));
    }
  }
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("accountPage.metaTitle"));
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPageView profile={loaderData.profile} />;
}
