import * as Dialog from "@radix-ui/react-dialog";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { toast } from "~/components/ui/toast";
import { useRef } from "react";
import { Link } from "~/components/ui/Link";
import { useCartTranslation } from "~/i18n/parts/cart";
import { formatPrice } from "~/lib/money";
import { useCartStore } from "./cart-store";
import { useCartRefresh } from "./use-cart-refresh";
import { useCartView } from "./use-cart-view";
import { CartLine } from "./CartLine";
import { GiftCardCartLine } from "./GiftCardCartLine";
import { CheckoutLink } from "./CheckoutLink";
import { FreeShippingHint } from "./FreeShippingHint";

/**
 * The cart side panel (spec section 2): slides in from the right over a dimmed backdrop, opened
 * by the header's cart button. Radix's dialog traps focus and closes on Escape and on the
 * backdrop; focus then returns to what had it before (the cart button). Its lines are refreshed
 * from the server each time it opens.
 */
export function CartPanel() {
  const { t } = useCartTranslation();
  const isOpen = useCartStore((state) => state.isOpen);
  const setCartOpen = useCartStore((state) => state.setCartOpen);
  // The panel is opened through the store, not a Radix trigger, so Radix does not know where
  // focus came from: remember it on opening and give it back on closing.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const close = () => setCartOpen(false);
  // Leaving for the checkout or the cart page: focus starts on the new page, not on the cart
  // button left behind.
  const leave = () => {
    returnFocusTo.current = null;
    close();
  };
  const { items, giftCards, empty, notices, itemCount, breakdown, checkoutBlocked } = useCartView();
  useCartRefresh(isOpen);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setCartOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="cart-backdrop fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // "… added to cart!" toasts would cover the panel's title and close button; the
            // panel shows what they said.
            toast.dismissAll();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            // Left for the checkout: Radix would focus what had focus when the panel opened.
            if (!target) return event.preventDefault();
            if (target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="cart-panel fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface text-ink shadow-2xl outline-none"
        >
          <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
            <Dialog.Title className="flex items-baseline gap-2 font-display text-xl font-bold">
              {t("shoppingCart.title")}
              <span className="text-base font-medium text-ink-muted tabular-nums">
                {t("shoppingCart.itemCount", { count: itemCount })}
              </span>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("shoppingCart.close")}
              className="flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              <SpriteIcon name="x" className="size-5" />
            </Dialog.Close>
          </header>

          {empty ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-5 text-center">
              <SpriteIcon name="shopping-bag" className="size-14 text-ink-muted/60" />
              <p className="text-lg font-semibold">{t("shoppingCart.empty")}</p>
              <button type="button" onClick={close} className="button-primary">
                {t("shoppingCart.continueShopping")}
              </button>
            </div>
          ) : (
            <>
              <ul
                aria-label={t("shoppingCart.linesLabel")}
                className="flex-1 divide-y divide-line overflow-y-auto px-5"
              >
                {items.map((item) => (
                  <CartLine
                    key={item.productId}
                    item={item}
                    notice={notices[item.productId]}
                    compact
                    onNavigate={close}
                  />
                ))}
                {giftCards.map((card) => (
                  <GiftCardCartLine key={card.id} card={card} compact />
                ))}
              </ul>
              <footer className="space-y-3 border-t border-line bg-surface-muted px-5 py-4">
                <p className="flex justify-between text-lg font-bold tabular-nums">
                  <span>{t("shoppingCart.summary.subtotal")}</span>
                  <span>{formatPrice(breakdown.subtotalCents)}</span>
                </p>
                {items.length > 0 && <FreeShippingHint breakdown={breakdown} showQualified={false} />}
                <CheckoutLink blocked={checkoutBlocked} onNavigate={leave} />
                {/* The cart page (the full summary, Clear Cart) is one click away (issue 27 item 2). */}
                <div className="grid grid-cols-2 gap-3">
                  <Link to="/cart" onClick={leave} className="button-secondary px-3 text-sm">
                    {t("shoppingCart.viewCart")}
                  </Link>
                  <button type="button" onClick={close} className="button-secondary px-3 text-sm">
                    {t("shoppingCart.continueShopping")}
                  </button>
                </div>
              </footer>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
