import { data, redirect } from "react-router";
import { translator } from "~/i18n/setup";
import { headersLanguage } from "~/lib/language";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { LIMITED_MESSAGE, outcomeOfError, outcomeUrl } from "~/modules/newsletter/outcome";
import { subscribe } from "~/modules/newsletter/subscribe.server";
import type { Route } from "./+types/api.newsletter";

// An answer about one visitor's sign-up: never kept by a browser or a CDN.
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/newsletter with a form field `email` (the home page's newsletter form posts here
 * through a fetcher). Double opt-in: the address waits for the link of the confirmation e-mail,
 * sent in the page's language. Answers `{ ok: true }` whether or not the address was already
 * subscribed, or `{ error }` in the page's language: 400 for an address that is not valid, 429
 * (with Retry-After) past the sign-ups one client may make. A post from another site's page
 * gets 403 and stores nothing.
 *
 * A browser without JavaScript posts the form as a page and gets, instead of JSON, a redirect
 * back to the home page that reports the outcome.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;

  const language = headersLanguage(request.headers);
  const t = translator(language);
  const fromPage = request.headers.get("Accept")?.includes("text/html") ?? false;
  const backToPage = (url: string) => redirect(url, { status: 303, headers: NO_STORE });

  // A body that is not a form has no address: the same answer as an empty field.
  const form = await request.formData().catch(() => new FormData());
  try {
    const result = await subscribe(context, { email: form.get("email"), language });
    if (result.status === "invalid") {
      if (fromPage) return backToPage(outcomeUrl(outcomeOfError(result.error)));
      return data({ error: t(result.error) }, { status: 400, headers: NO_STORE });
    }
    if (result.status === "limited") {
      if (fromPage) return backToPage(outcomeUrl("limited", result.minutes));
      return data(
        { error: t(LIMITED_MESSAGE, { count: result.minutes }) },
        { status: 429, headers: { ...NO_STORE, "Retry-After": String(result.minutes * 60) } },
      );
    }
    if (fromPage) return backToPage(outcomeUrl("subscribed"));
    return data({ ok: true as const }, { headers: NO_STORE });
  } catch (error) {
    // Answered, not thrown: a fetcher would otherwise replace the page with the error page.
    context.logger.error({ err: error }, "newsletter subscription failed");
    if (fromPage) return backToPage(outcomeUrl("failed"));
    return data({ error: t("home.newsletter.failed") }, { status: 500, headers: NO_STORE });
  }
}
