import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { useCartStore } from "./cart-store";
import { useCartHydrated } from "./use-cart-hydrated";
import { useCartRefresh } from "./use-cart-refresh";
import { useCartView } from "./use-cart-view";
import { CartLine } from "./CartLine";
import { EmptyCart } from "./EmptyCart";
import { OrderSummary } from "./OrderSummary";

/**
 * The cart page: the lines on the left, the Order Summary on the right (sticky on wide
 * screens). The cart lives in the browser, so the server renders a placeholder and the page
 * fills in once the stored cart is loaded; then it is refreshed from the server.
 */
export function CartPageView() {
  const { t } = useTranslation();
  const hydrated = useCartHydrated();
  const clearCart = useCartStore((state) => state.clearCart);
  const { items, notices, breakdown, checkoutBlocked } = useCartView();
  useCartRefresh(true);

  if (!hydrated) {
    return (
      <div aria-busy="true" className="py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("shoppingCart.title")}</h1>
        <p className="mt-4 text-ink-muted">{t("shoppingCart.loading")}</p>
      </div>
    );
  }
  if (items.length === 0) return <EmptyCart />;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("shoppingCart.title")}</h1>
        <button
          type="button"
          onClick={clearCart}
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 font-medium text-cherry-ink transition-colors hover:bg-surface-muted dark:text-red-300"
        >
          <SpriteIcon name="trash" className="size-4" />
          {t("shoppingCart.clearCart")}
        </button>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <ul
          aria-label={t("shoppingCart.linesLabel")}
          className="divide-y divide-line rounded-2xl border border-line bg-surface-raised px-4 shadow-sm sm:px-6 lg:col-span-2"
        >
          {items.map((item) => (
            <CartLine key={item.productId} item={item} notice={notices[item.productId]} />
          ))}
        </ul>
        <OrderSummary breakdown={breakdown} checkoutBlocked={checkoutBlocked} />
      </div>
    </>
  );
}
