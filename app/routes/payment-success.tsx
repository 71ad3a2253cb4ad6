import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { z } from "zod";
import { PaymentResultPage } from "~/components/orders/PaymentResultPage";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/payment-success";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";

const orderParam = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/);

/** The provider's return URL, /payment-success?order={number}; without a number there is nothing to wait for. */
export function loader({ url }: Route.LoaderArgs) {
  const parsed = orderParam.safeParse(url.searchParams.get("order"));
  if (!parsed.success) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ orderNumber: parsed.data }, { headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("checkout.paymentResult.metaTitle"));
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  // A new order number starts a new wait.
  return <PaymentResultPage key={loaderData.orderNumber} orderNumber={loaderData.orderNumber} />;
}
