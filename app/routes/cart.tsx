import { CartPageView } from "~/components/cart/CartPageView";
import { RecentlyViewed } from "~/components/product/RecentlyViewed";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/cart";

// No loader: the cart lives in the browser. The page's frame still names a signed-in visitor,
// and a cart is nobody else's: never stored (issue 25).
export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("shoppingCart.meta.title"));
}

export default function Cart() {
  return (
    <div className="page-container space-y-12 py-8 sm:py-12">
      <CartPageView />
      {/* From this browser's storage only (decision 073). */}
      <RecentlyViewed />
    </div>
  );
}
