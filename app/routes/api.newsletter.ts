import { data, redirect } from "react-router";
import { translator } from "~/i18n/setup";
import { languageFromCookieHeader } from "~/lib/language";
import { outcomeOfError, outcomeUrl, type NewsletterOutcome } from "~/modules/newsletter/outcome";
import { subscribe } from "~/modules/newsletter/subscribe.server";
import type { Route } from "./+types/api.newsletter";

// An answer about one visitor's sign-up: never kept by a browser or a CDN.
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/newsletter with a form field `email` (the home page's newsletter form posts here
 * through a fetcher). Answers `{ ok: true }`, or `{ error }` in the page's language with 400
 * when the address is not valid. The page's language is kept with the subscriber.
 *
 * A browser without JavaScript posts the form as a page and gets, instead of JSON, a redirect
 * back to the home page that reports the outcome.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageFromCookieHeader(request.headers.get("Cookie"));
  const t = translator(language);
  const fromPage = request.headers.get("Accept")?.includes("text/html") ?? false;
  const backToPage = (outcome: NewsletterOutcome) =>
    redirect(outcomeUrl(outcome), { status: 303, headers: NO_STORE });

  // A body that is not a form has no address: the same answer as an empty field.
  const form = await request.formData().catch(() => new FormData());
  try {
    const result = await subscribe(context.db, { email: form.get("email"), language });
    if (!result.ok) {
      if (fromPage) return backToPage(outcomeOfError(result.error));
      return data({ error: t(result.error) }, { status: 400, headers: NO_STORE });
    }
    if (fromPage) return backToPage("subscribed");
    return data({ ok: true as const }, { headers: NO_STORE });
  } catch (error) {
    // Answered, not thrown: a fetcher would otherwise replace the page with the error page.
    context.logger.error({ err: error }, "newsletter subscription failed");
    if (fromPage) return backToPage("failed");
    return data({ error: t("home.newsletter.failed") }, { status: 500, headers: NO_STORE });
  }
}
