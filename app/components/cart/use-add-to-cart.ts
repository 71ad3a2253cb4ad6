import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { checkAdd } from "~/modules/cart/add-to-cart";
import type { CartProduct } from "~/modules/cart/cart-line";
import { useCartStore } from "./cart-store";

/** The spec's cards and product page show their toasts for 4 s, success included. */
const TOAST_MS = 4000;

/**
 * Adds to the cart with the spec's messages: "Product is out of stock", "Only {n} items
 * available", or "{name} added to cart!"; past the product's per-order limit, "You can buy at
 * most {n} of this product per order" (decision 036). Returns whether the product was added.
 */
export function useAddToCart(): (product: CartProduct, quantity?: number) => boolean {
  const { t } = useTranslation();
  return (product, quantity = 1) => {
    const { items, addItem } = useCartStore.getState();
    const refusal = checkAdd(product, quantity, items);
    if (refusal?.reason === "out-of-stock") {
      toast.error(t("shopping.outOfStock"), { duration: TOAST_MS });
      return false;
    }
    if (refusal?.reason === "limit") {
      toast.error(t("shopping.limitReached", { count: refusal.limit }), { duration: TOAST_MS });
      return false;
    }
    if (refusal?.reason === "too-many") {
      toast.error(t("shopping.onlyAvailable", { count: refusal.available }), { duration: TOAST_MS });
      return false;
    }
    addItem(product, quantity);
    toast.success(t("shopping.added", { name: product.name }), { duration: TOAST_MS });
    return true;
  };
}
