import { data } from "react-router";
import { TrackOrderPage } from "~/components/orders/TrackOrderPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { keptValues } from "~/lib/forms/kept-values.server";
import { TRACK_FIELDS } from "~/modules/orders/track-form";
import { lookUpOrder } from "~/modules/orders/tracking.server";
import type { Route } from "./+types/track";

/**
 * /track (issue 30, item 2; decision 080): anyone finds where an order is with its number and the
 * e-mail it was placed with. The look-up is a form post whose answer is drawn on the page: the
 * order is in no address, the page is never stored (`private, no-store`) nor indexed. A wrong
 * number and a wrong e-mail answer alike (404); past the client's limit, 429.
 */
export function loader() {
  return data(null, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await lookUpOrder(context, form);
  // Not found is a plain answer of the page (200), the same for a wrong number and a wrong e-mail.
  const status = answer.status === "invalid" ? 400 : answer.status === "limited" ? 429 : 200;
  // What was typed comes back unless an order was found, so a page drawn without JavaScript keeps it.
  const kept = answer.status === "found" ? {} : keptValues(request, form, TRACK_FIELDS);
  return data({ ...answer, ...kept }, { status, headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("afterSale.track.metaTitle"));
}

export default function Track({ actionData }: Route.ComponentProps) {
  return <TrackOrderPage answer={actionData} />;
}
