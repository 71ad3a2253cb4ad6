import { ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { selectItemCount, useCartStore } from "~/modules/cart/cart-store";

/**
 * Opens and closes the cart panel. The badge shows how many items the cart holds, and the
 * button's name ("Cart, 3 items") says the same, so what is seen and what is heard agree.
 */
export function CartButton() {
  const { t } = useTranslation();
  // 0 until the stored cart is loaded after hydration (see useCartPersistence).
  const count = useCartStore(selectItemCount);
  const toggleCart = useCartStore((state) => state.toggleCart);

  return (
    <button
      type="button"
      aria-label={t("cart.button", { count })}
      onClick={toggleCart}
      className="frame-icon-button"
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-lemon px-1 text-xs font-bold text-slate-950 tabular-nums">
        {count}
      </span>
    </button>
  );
}
