import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { AmountSkeleton } from "~/components/ui/AmountSkeleton";
import { selectItemCount, useCartStore } from "~/components/cart/cart-store";
import { useCartHydrated } from "~/components/cart/use-cart-hydrated";
import { cartPanel } from "~/components/cart/CartPanelOnDemand";
import { prefetch } from "~/components/ui/on-demand";

/**
 * Opens and closes the cart panel. The badge shows how many items the cart holds, and the
 * button's name ("Cart, 3 items") says the same, so what is seen and what is heard agree. The
 * stored cart is read after hydration (see useCartPersistence): until then the count is not
 * known, so the badge is a placeholder and the name says only "Cart", never a made-up 0.
 * Hovering or focusing it starts loading the panel's code, which is not in the first load.
 */
export function CartButton() {
  const { t } = useTranslation();
  const known = useCartHydrated();
  const count = useCartStore(selectItemCount);
  const toggleCart = useCartStore((state) => state.toggleCart);

  return (
    <button
      type="button"
      aria-label={known ? t("cart.button", { count }) : t("cart.buttonPending")}
      onClick={toggleCart}
      onPointerEnter={() => prefetch(cartPanel)}
      onFocus={() => prefetch(cartPanel)}
      className="frame-icon-button"
    >
      <SpriteIcon name="shopping-cart" className="size-5" />
      <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-lemon px-1 text-xs font-bold text-slate-950 tabular-nums">
        {known ? count : <AmountSkeleton className="w-2 bg-slate-950/20" />}
      </span>
    </button>
  );
}
