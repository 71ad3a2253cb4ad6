import { redirect } from "react-router";
import { z } from "zod";
import { translator } from "~/i18n/setup";
import { NO_STORE } from "~/lib/http-cache";
import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint, type EndpointArgs } from "~/lib/json-endpoint.server";
import { headersLanguage } from "~/lib/language";
import {
  LIMITED_MESSAGE,
  outcomeOfError,
  outcomeUrl,
  type NewsletterAnswer,
} from "~/modules/newsletter/outcome";
import { subscribe } from "~/modules/newsletter/subscribe.server";

/**
 * POST /api/newsletter with a form field `email` (the home page's newsletter form posts here
 * through a fetcher). Double opt-in: the address waits for the link of the confirmation e-mail,
 * sent in the page's language. Answers `{ ok: true }` whether or not the address was already
 * subscribed, or `{ error }` in the page's language: 400 for an address that is not valid, 429
 * (with Retry-After) past the sign-ups one client may make. A post from another site's page
 * gets 403 and stores nothing. Answers about one visitor's sign-up are never stored.
 *
 * A browser without JavaScript posts the form as a page and gets, instead of JSON, a redirect
 * back to the home page that reports the outcome.
 */
const endpoint = postEndpoint({
  body: "form-or-json",
  schema: z.object({ email: z.unknown() }),
  // A body that is not a form has no address: the same answer as an empty field.
  invalid: (args) => answerSignUp(args, null),
  handle: (args) => answerSignUp(args, args.body.email),
});

async function answerSignUp({ request, context }: EndpointArgs, email: unknown) {
  const language = headersLanguage(request.headers);
  const t = translator(language);
  const fromPage = request.headers.get("Accept")?.includes("text/html") ?? false;
  const backToPage = (url: string) => redirect(url, { status: 303, headers: NO_STORE });
  try {
    const result = await subscribe(context, { email, language });
    if (result.status === "invalid") {
      if (fromPage) return backToPage(outcomeUrl(outcomeOfError(result.error)));
      return jsonAnswer({ error: t(result.error) } satisfies NewsletterAnswer, { status: 400 });
    }
    if (result.status === "limited") {
      if (fromPage) return backToPage(outcomeUrl("limited", result.minutes));
      return jsonAnswer(
        { error: t(LIMITED_MESSAGE, { count: result.minutes }) },
        { status: 429, headers: { "Retry-After": String(result.minutes * 60) } },
      );
    }
    if (fromPage) return backToPage(outcomeUrl("subscribed"));
    return jsonAnswer({ ok: true } satisfies NewsletterAnswer);
  } catch (error) {
    // Answered, not thrown: a fetcher would otherwise replace the page with the error page.
    context.logger.error({ err: error }, "newsletter subscription failed");
    if (fromPage) return backToPage(outcomeUrl("failed"));
    return jsonAnswer({ error: t("home.newsletter.failed") }, { status: 500 });
  }
}

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
