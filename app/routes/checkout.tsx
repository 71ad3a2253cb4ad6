import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { listAddresses } from "~/modules/accounts/addresses.server";
import { sessionUser } from "~/modules/accounts/session.server";
import { extrasSettingsOf } from "~/modules/checkout/extras-settings.server";
import { insulationSeason } from "~/modules/checkout/extras";
import type { Route } from "./+types/checkout";

/**
 * Which card provider takes the payment (the browser may know Stripe's publishable key only),
 * a signed-in shopper's saved addresses to ship to, and the checkout extras' fees and season.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const stripe = context.env.payments === "stripe";
  const user = await sessionUser(request, context);
  return data(
    {
      provider: {
        name: stripe ? ("stripe" as const) : ("sandbox" as const),
        publishableKey: stripe ? (context.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      },
      savedAddresses: user ? await listAddresses(context.db, user.id) : [],
      extras: checkoutExtrasOf(extrasSettingsOf(context.env), new Date()),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** The extras' fees, and whether insulation is in season today (decision 075): the server charges them. */
function checkoutExtrasOf(settings: ReturnType<typeof extrasSettingsOf>, now: Date) {
  return {
    giftWrapFeeCents: settings.giftWrapFeeCents,
    insulationFeeCents: settings.insulationFeeCents,
    insulationSeason: insulationSeason(settings, now),
  };
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("checkout.metaTitle"));
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      provider={loaderData.provider}
      savedAddresses={loaderData.savedAddresses}
      extras={loaderData.extras}
    />
  );
}
