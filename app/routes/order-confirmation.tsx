import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { SaveAddressOffer, type SaveAddressResult } from "~/components/account/SaveAddressOffer";
import { OrderDetails } from "~/components/orders/OrderDetails";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { addressToOffer, saveOrderAddress } from "~/modules/accounts/address-offer.server";
import { MAX_ADDRESSES } from "~/modules/accounts/saved-address";
import { requireUser, sessionUser } from "~/modules/accounts/session.server";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { buyAgain } from "~/modules/cart/buy-again.server";
import { offersBuyAgain } from "~/modules/cart/buy-again-plan";
import { checkoutTokenOf } from "~/modules/checkout/checkout-cookie.server";
import { orderForRequest } from "~/modules/orders/order-view.server";
import { buyerReturnsOf } from "~/modules/returns/returns.server";
import { ReturnsCard } from "~/components/returns/ReturnsCard";
import { BoughtGiftCards } from "~/components/gift-cards/BoughtGiftCards";
import { boughtGiftCards } from "~/modules/gift-cards/reveal.server";
import type { Route } from "./+types/order-confirmation";

/**
 * An order, for its owner only (DESIGN section 5): the signed-in buyer, the browser that placed
 * it (signed cookie) or the holder of its e-mail link (`?token=`). Anyone else, like an unknown
 * number, gets the not-found page, so a stranger cannot even learn that the number exists. A
 * signed-in buyer whose confirmed order ships to an address they have not saved is offered to
 * save it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context);
  const order = await orderForRequest(context.db, params.number, request, {
    userId: user?.id ?? null,
    secret: context.authSecret,
  });
  if (!order) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  const offer = user ? await addressToOffer(context.db, user.id, order.number) : null;
  // A guest who came by the receipt's link downloads the invoice with the same token.
  const token = new URL(request.url).searchParams.get("token");
  const returns = await buyerReturnsOf(context.db, order.number);
  const giftCards = await boughtGiftCards(context.db, order.number);
  return data(
    { order, canSaveAddress: offer !== null, token, returns, giftCards },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * "Save this address": the order's shipping address into its signed-in owner's address book.
 * "Buy again" (issue 30, item 3; decision 081): for whoever may see the order — the signed-in
 * buyer, the browser that placed it, the holder of the receipt's `?token=` (the form posts to
 * the page's own address, token included) — once it is paid: its lines still sold, at today's
 * prices, for the browser's cart.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const answer = (result: SaveAddressResult | { error: string }, status = 200) =>
    data(result, { status, headers: PRIVATE_NO_STORE });
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "buy-again") {
    const user = await sessionUser(request, context);
    const order = await orderForRequest(context.db, params.number, request, {
      userId: user?.id ?? null,
      secret: context.authSecret,
    });
    if (!order) return answer({ error: "Not found" }, 404);
    if (!offersBuyAgain(order.status)) return answer({ error: "Not bought yet" }, 409);
    const lines = await buyAgain(
      context.db,
      order.lines,
      requestLanguage(request),
      checkoutTokenOf(request, context.authSecret),
    );
    return data(lines, { headers: PRIVATE_NO_STORE });
  }
  if (intent !== "save-address") return answer({ error: "Unknown action" }, 400);
  const user = await requireUser({ request, url, context });
  const outcome = await saveOrderAddress(context.db, user.id, params.number);
  if (outcome === "not-found") return answer({ status: "not-found" }, 404);
  if (outcome === "limit") return answer({ status: "limit", max: MAX_ADDRESSES }, 409);
  return answer({ status: outcome });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("checkout.order.metaTitle", { number: params.number }));
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <OrderDetails
      order={loaderData.order}
      invoiceToken={loaderData.token}
      giftCards={
        loaderData.giftCards.length > 0 && (
          <BoughtGiftCards
            orderNumber={loaderData.order.number}
            cards={loaderData.giftCards}
            token={loaderData.token}
          />
        )
      }
      returns={
        <ReturnsCard
          returns={loaderData.returns}
          requestHref={`/orders/${loaderData.order.number}/return${
            loaderData.token ? `?token=${encodeURIComponent(loaderData.token)}` : ""
          }`}
        />
      }
      addressAction={<SaveAddressOffer offered={loaderData.canSaveAddress} />}
    />
  );
}
