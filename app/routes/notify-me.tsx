import { data } from "react-router";
import { StockAlertPage } from "~/components/stock-alerts/StockAlertPage";
import { translator } from "~/i18n/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { isUuid } from "~/lib/uuid";
import { sessionUser } from "~/modules/accounts/session.server";
import { ALERT_FIELDS } from "~/modules/stock-alerts/alert-schema";
import type { AlertLinkView, StockAlertAnswer } from "~/modules/stock-alerts/alert-answer";
import {
  alertLinkState,
  alertProduct,
  confirmStockAlert,
  requestStockAlert,
} from "~/modules/stock-alerts/stock-alerts.server";
import type { Route } from "./+types/notify-me";

/**
 * /notify-me: back-in-stock alerts (decision 065).
 * - `GET ?product=<id>`: the "Notify me" form on a page of its own (the card's and the product
 *   page's button lead here without JavaScript; with it they open the same form in a dialog).
 * - `GET ?token=`: the confirmation e-mail's link. Opening it changes nothing (mail scanners open
 *   links); the "Confirm alert" button posts the token back (`intent=confirm`).
 * - `POST intent=ask`: asks for an alert; answers the form's outcome (`StockAlertAnswer`).
 * Nobody's page to keep: private, no-store, noindex.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token !== null) {
    const link = await alertLinkState(context.db, token);
    const view: AlertLinkView =
      link.state === "unknown"
        ? { state: "unknown" }
        : link.state === "pending"
          ? { state: "pending", token, productName: link.productName, productSlug: link.productSlug }
          : { state: "confirmed", productName: link.productName, productSlug: link.productSlug };
    return data(
      { link: view, product: null },
      { status: view.state === "unknown" ? 410 : 200, headers: PRIVATE_NO_STORE },
    );
  }
  const productId = url.searchParams.get("product") ?? "";
  const product = isUuid(productId)
    ? await alertProduct(context.db, productId, requestLanguage(request))
    : null;
  if (!product) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ link: null, product }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) throw refusal;
  const form = await request.formData();
  if (form.get("intent") === "confirm") {
    const token = form.get("token");
    const state = await confirmStockAlert(context.db, typeof token === "string" ? token : null);
    return data({ confirmed: state } as const, {
      status: state === "unknown" ? 410 : 200,
      headers: PRIVATE_NO_STORE,
    });
  }
  const answer = (value: StockAlertAnswer, status = 200, headers: HeadersInit = PRIVATE_NO_STORE) =>
    data(value, { status, headers });
  try {
    const user = await sessionUser(request, context);
    const result = await requestStockAlert(context, {
      productId: form.get("productId"),
      email: form.get("email"),
      language: requestLanguage(request),
      asker: user && { id: user.id, email: user.email, emailVerified: user.emailVerified },
    });
    if (result.status === "invalid")
      return answer(invalidAnswer(request, form, ALERT_FIELDS, result.errors), 400);
    if (result.status === "limited")
      return answer(result, 429, { ...PRIVATE_NO_STORE, "Retry-After": String(result.minutes * 60) });
    return answer(result, result.status === "unknown" ? 404 : 200);
  } catch (error) {
    context.logger.error({ err: error }, "back-in-stock alert could not be stored");
    return answer({ status: "failed" }, 500);
  }
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("product.stockAlert.metaTitle"));
}

export default function NotifyMe({ loaderData, actionData }: Route.ComponentProps) {
  return <StockAlertPage link={loaderData.link} product={loaderData.product} actionData={actionData} />;
}
