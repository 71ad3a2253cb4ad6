import { data } from "react-router";
import { translator } from "~/i18n/setup";
import { languageFromCookieHeader } from "~/lib/language";
import { subscribe } from "~/modules/newsletter/subscribe.server";
import type { Route } from "./+types/api.newsletter";

// An answer about one visitor's sign-up: never kept by a browser or a CDN.
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/newsletter with a form field `email` (the home page's newsletter form posts here
 * through a fetcher). Answers `{ ok: true }`, or `{ error }` in the page's language with 400
 * when the address is not valid. The page's language is kept with the subscriber.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageFromCookieHeader(request.headers.get("Cookie"));
  const t = translator(language);
  // A body that is not a form has no address: the same answer as an empty field.
  const form = await request.formData().catch(() => new FormData());
  try {
    const result = await subscribe(context.db, { email: form.get("email"), language });
    if (!result.ok) return data({ error: t(result.error) }, { status: 400, headers: NO_STORE });
    return data({ ok: true as const }, { headers: NO_STORE });
  } catch (error) {
    // Answered as data, not thrown: a fetcher would otherwise replace the page with the error page.
    context.logger.error({ err: error }, "newsletter subscription failed");
    return data({ error: t("home.newsletter.failed") }, { status: 500, headers: NO_STORE });
  }
}
