import { useRef, useState } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { focusMainHeading } from "~/components/layout/focus-main-heading";
import { onDemand, prefetch, useOnDemand } from "~/components/ui/on-demand";
import { toast } from "~/components/ui/toast";
import { useCartTranslation } from "~/i18n/parts/cart";
import { selectItemCount, useCartStore } from "./cart-store";
import { GiftCardCartLine } from "./GiftCardCartLine";
import { useCartHydrated } from "./use-cart-hydrated";
import { useCartRefresh } from "./use-cart-refresh";
import { useCartView } from "./use-cart-view";
import { CartLine } from "./CartLine";
import { EmptyCart } from "./EmptyCart";
import { OrderSummary } from "./OrderSummary";

/** "Clear your cart?": loaded when Clear Cart is first hovered, focused or pressed. */
const clearDialog = onDemand(() => import("./ClearCartDialog"));

/**
 * The cart page: the lines on the left, the Order Summary on the right (sticky on wide
 * screens). The cart lives in the browser, so the server renders a placeholder and the page
 * fills in once the stored cart is loaded; then it is refreshed from the server. Clear Cart asks
 * first, then offers to undo for a few seconds (issue 27 item 2).
 */
export function CartPageView() {
  const { t } = useCartTranslation();
  const hydrated = useCartHydrated();
  const clearCart = useCartStore((state) => state.clearCart);
  const restoreItems = useCartStore((state) => state.restoreItems);
  const itemCount = useCartStore(selectItemCount);
  const { items, giftCards, empty, notices, breakdown, checkoutBlocked } = useCartView();
  useCartRefresh(true);
  const [confirming, setConfirming] = useState(false);
  const dialog = useOnDemand(clearDialog, confirming);
  const cleared = useRef(false);
  const clearButton = useRef<HTMLButtonElement>(null);

  function confirmClear() {
    const { items: before, giftCards: cardsBefore } = useCartStore.getState();
    cleared.current = true;
    setConfirming(false);
    clearCart();
    toast.undo(t("shoppingCart.clear.cleared"), {
      id: "cart-cleared",
      label: t("shoppingCart.clear.undo"),
      onUndo: () => {
        restoreItems(before, cardsBefore);
        requestAnimationFrame(() => focusMainHeading());
      },
    });
  }

  const confirmation = dialog && (
    <dialog.ClearCartDialog
      open={confirming}
      onOpenChange={setConfirming}
      itemCount={itemCount}
      onConfirm={confirmClear}
      onCloseAutoFocus={(event) => {
        // Opened without a Radix trigger, so Radix would not know where to give focus back: kept,
        // to Clear Cart; cleared, the button is gone with the lines, to the empty cart's heading.
        event.preventDefault();
        if (cleared.current) focusMainHeading();
        else clearButton.current?.focus();
        cleared.current = false;
      }}
    />
  );

  if (!hydrated) {
    return (
      <div aria-busy="true" className="py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("shoppingCart.title")}</h1>
        <p className="mt-4 text-ink-muted">{t("shoppingCart.loading")}</p>
      </div>
    );
  }
  // The dialog keeps its place whichever the page shows, so that it closes (and gives focus to
  // the empty cart's heading) rather than being taken away with the lines.
  return (
    <>
      {empty ? (
        <EmptyCart />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h1 className="text-3xl font-bold sm:text-4xl">{t("shoppingCart.title")}</h1>
            <button
              ref={clearButton}
              type="button"
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
              onPointerEnter={() => prefetch(clearDialog)}
              onFocus={() => prefetch(clearDialog)}
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
              {giftCards.map((card) => (
                <GiftCardCartLine key={card.id} card={card} />
              ))}
            </ul>
            <OrderSummary
              breakdown={breakdown}
              checkoutBlocked={checkoutBlocked}
              nothingToShip={items.length === 0}
            />
          </div>
        </>
      )}
      {confirmation}
    </>
  );
}
