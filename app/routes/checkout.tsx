import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/checkout";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";

/** Which card provider takes the payment; the browser may know Stripe's publishable key only. */
export function loader({ context }: Route.LoaderArgs) {
  const stripe = context.env.payments === "stripe";
  return {
    provider: {
      name: stripe ? ("stripe" as const) : ("sandbox" as const),
      publishableKey: stripe ? (context.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    },
  };
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return [{ title: t("checkout.metaTitle") }, { name: "robots", content: "noindex" }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage provider={loaderData.provider} />;
}
