import { CartPageView } from "~/components/cart/CartPageView";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/cart";

// No loader: the cart lives in the browser, so the server has nothing personal to send. The
// page keeps the default caching (no public cache header) like every page without a loader.

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("shoppingCart.meta.title"));
}

export default function Cart() {
  return (
    <div className="page-container py-8 sm:py-12">
      <CartPageView />
    </div>
  );
}
