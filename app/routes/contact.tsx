import { data } from "react-router";
import { ContactPageView } from "~/components/pages/ContactPageView";
import { translator } from "~/i18n/setup";
import { keptValues } from "~/lib/forms/kept-values.server";
import { NO_STORE, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { languageAddress, parseLanguage, requestLanguage } from "~/lib/language";
import { CONTACT_FIELDS, type ContactFormResult } from "~/modules/contact/contact-message";
import { receiveContactMessage, type ContactOutcome } from "~/modules/contact/contact-messages.server";
import type { Route } from "./+types/contact";

export function loader({ request, context }: Route.LoaderArgs) {
  return data(
    { canonicalUrl: context.env.PUBLIC_URL + languageAddress("/contact", "", requestLanguage(request)) },
    { headers: PUBLIC_PAGE_CACHE },
  );
}

// The page itself is the same for everyone; what the form's POST answers is for one sender only (no-store).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The language the page was shown in, as the server rendered it: the reply will use it.
  const language = requestLanguage(request);
  let received: ContactOutcome;
  try {
    received = await receiveContactMessage(context, form, language);
  } catch (error) {
    // The visitor keeps what they typed and can try again; the details go to the log.
    context.logger.error({ err: error }, "contact form: message could not be stored");
    return data({ status: "failed" } satisfies ContactFormResult, { status: 500, headers: NO_STORE });
  }

  // What was typed comes back with a refusal, so that a page rendered without JavaScript keeps it.
  const values = keptValues(request, form, CONTACT_FIELDS);
  if (received.outcome === "invalid") {
    return data({ status: "invalid", errors: received.errors, ...values } satisfies ContactFormResult, {
      status: 400,
      headers: NO_STORE,
    });
  }
  if (received.outcome === "limited") {
    return data({ status: "limited", minutes: received.minutes, ...values } satisfies ContactFormResult, {
      status: 429,
      headers: NO_STORE,
    });
  }
  if (received.outcome === "ignored")
    context.logger.info("contact form: honeypot filled in, message dropped");
  else context.logger.info({ contactMessageId: received.id }, "contact form: message stored");
  return data({ status: "sent" } satisfies ContactFormResult, { headers: NO_STORE });
}

// The action's answer (with its no-store) wins over the page's public caching.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

// The same for everyone, signed in or not: the frame fills the visitor in (decision 022).
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return [
    { title: t("pages.contact.metaTitle") },
    { name: "description", content: t("pages.contact.metaDescription") },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPageView result={actionData} />;
}
