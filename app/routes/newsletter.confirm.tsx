import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { NewsletterConfirmationPage } from "~/components/newsletter/NewsletterConfirmationPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { confirmSubscription, linkState, type LinkState } from "~/modules/newsletter/confirm.server";
import type { Route } from "./+types/newsletter.confirm";

/** A link's page answers 410 when the link is unknown, 200 otherwise; nobody keeps a copy. */
const answer = (state: LinkState, token: string | null = null) =>
  data({ state, token }, { status: state === "unknown" ? 410 : 200, headers: PRIVATE_NO_STORE });

/**
 * /newsletter/confirm?token=…: the link of a newsletter confirmation e-mail (double opt-in).
 * Opening it only reads the link's state; the "Confirm subscription" button posts the token back
 * from this page, and that confirms the address (again and again, if need be: the answer stays
 * "confirmed").
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const state = await linkState(context.db, token);
  return answer(state, state === "pending" ? token : null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) throw refusal;
  const token = (await request.formData()).get("token");
  return answer(await confirmSubscription(context.db, typeof token === "string" ? token : null));
}

export function headers() {
  return PRIVATE_NO_STORE;
}

// The action's answer is the page's new state; the link need not be read again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("home.newsletter.confirmation.metaTitle"));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return <NewsletterConfirmationPage state={state} token={loaderData.token} />;
}
