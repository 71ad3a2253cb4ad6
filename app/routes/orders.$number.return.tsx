import { data, redirect } from "react-router";
import { ReturnRequestPage } from "~/components/returns/ReturnRequestPage";
import { translator } from "~/i18n/setup";
import { keptValues } from "~/lib/forms/kept-values.server";
import { readLimitedForm } from "~/lib/limited-form.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { sessionUser } from "~/modules/accounts/session.server";
import { ownedOrder, viewerOf } from "~/modules/orders/order-view.server";
import {
  MAX_RETURN_FORM_BYTES,
  QUANTITY_PREFIX,
  validateReturnForm,
  type ReturnErrors,
} from "~/modules/returns/return-form";
import { askForReturn, returnChoices } from "~/modules/returns/returns.server";
import type { Route } from "./+types/orders.$number.return";

/**
 * /orders/{number}/return (issue 30, item 1; decision 090): the buyer asks to return lines of a
 * shipped order, within 30 days of the shipment, with a reason, a note and up to three photos.
 * For whoever may see the order: the signed-in buyer, the browser that placed it, or the holder
 * of the receipt's link (`?token=`, kept in the form's address). Anyone else: not found. Sent, it
 * goes back to the order's page, which shows the request's status.
 */
async function buyersOrder(request: Request, number: string, context: Route.LoaderArgs["context"]) {
  const user = await sessionUser(request, context);
  const order = await ownedOrder(
    context.db,
    number,
    viewerOf(request, { userId: user?.id ?? null, secret: context.authSecret }),
    { secret: context.authSecret },
  );
  if (!order) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  const token = new URL(request.url).searchParams.get("token");
  // The signed-in buyer goes back to their account's order page; a guest to the receipt's.
  const orderHref =
    user && order.userId === user.id
      ? `/orders/${order.number}`
      : `/order-confirmation/${order.number}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  return { order, user, token, orderHref };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { order, token, orderHref } = await buyersOrder(request, params.number, context);
  const choices = await returnChoices(context.db, order);
  return data({ number: order.number, ...choices, token, orderHref }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const { order, user, orderHref } = await buyersOrder(request, params.number, context);
  const choices = await returnChoices(context.db, order);
  if (!choices.open) return data({ status: "closed" as const }, { status: 409, headers: PRIVATE_NO_STORE });
  // Read no more than three photos and the fields need; a larger body is said under the photos.
  const form = await readLimitedForm(request, MAX_RETURN_FORM_BYTES);
  if (form === "tooLarge" || form === "malformed") {
    const errors: ReturnErrors =
      form === "tooLarge" ? { photos: "bodyTooLarge" } : { lines: "linesRequired" };
    return data(
      { status: "invalid" as const, errors },
      { status: form === "tooLarge" ? 413 : 400, headers: PRIVATE_NO_STORE },
    );
  }
  const available = Object.fromEntries(choices.lines.map((line) => [line.orderLineId, line.available]));
  const checked = validateReturnForm(form, available, choices.reasons);
  const kept = () =>
    keptValues(request, form, [
      "reason",
      "note",
      ...choices.lines.map((line) => `${QUANTITY_PREFIX}${line.orderLineId}`),
    ]);
  if (!checked.success)
    return data(
      { status: "invalid" as const, errors: checked.errors, ...kept() },
      { status: 400, headers: PRIVATE_NO_STORE },
    );
  const outcome = await askForReturn(
    {
      db: context.db,
      logger: context.logger,
      links: { publicUrl: context.env.PUBLIC_URL, secret: context.authSecret },
    },
    order,
    { userId: user && order.userId === user.id ? user.id : null },
    checked.data,
  );
  if (outcome.status === "closed")
    return data({ status: "closed" as const }, { status: 409, headers: PRIVATE_NO_STORE });
  if (outcome.status === "invalid")
    return data(
      { status: "invalid" as const, errors: outcome.errors, ...kept() },
      { status: 400, headers: PRIVATE_NO_STORE },
    );
  return redirect(`${orderHref}${orderHref.includes("?") ? "&" : "?"}return=sent#returns`, {
    headers: PRIVATE_NO_STORE,
  });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("returns.request.metaTitle", { number: params.number }));
}

export default function ReturnRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReturnRequestPage
      {...loaderData}
      answer={actionData && "status" in actionData ? actionData : undefined}
    />
  );
}
