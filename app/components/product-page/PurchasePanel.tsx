import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useId, useState, useTransition } from "react";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/components/layout/use-root-data";
import type { CartProduct } from "~/modules/cart/cart-line";
import { useAddToCart } from "~/components/cart/use-add-to-cart";
import { isOutOfStock } from "~/modules/catalog/stock";
import type { ProductDetail } from "~/modules/catalog/types";
import { QuantityStepper } from "./QuantityStepper";
import { buyableQuantity } from "~/modules/cart/order-limit";
import { WishlistHeart } from "~/components/product/WishlistHeart";
import { NotifyMe } from "~/components/stock-alerts/NotifyMe";

type PurchaseProduct = Pick<
  ProductDetail,
  "id" | "slug" | "name" | "priceCents" | "imageUrls" | "stockQuantity" | "maxPerOrder"
>;

/**
 * Quantity (up to the stock and the product's per-order limit, decision 036), Add to Cart and,
 * for signed-in visitors, the heart. The add checks the stock and the limit against what the
 * cart already holds and shows the spec's toasts (useAddToCart). While it
 * runs the button is disabled and says "Adding..." (spec section 4).
 */
export function PurchasePanel({ product }: { product: PurchaseProduct }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const limitId = useId();
  const [adding, startAdding] = useTransition();
  const soldOut = isOutOfStock(product.stockQuantity);

  const cartProduct: CartProduct = {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    priceCents: product.priceCents,
    imageUrl: product.imageUrls[0] ?? null,
    stockQuantity: product.stockQuantity,
    maxPerOrder: product.maxPerOrder,
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-4">
        <QuantityStepper
          value={quantity}
          max={buyableQuantity(product.stockQuantity, product.maxPerOrder)}
          describedBy={limitId}
          onChange={setQuantity}
        />
        {/* Below the stepper when the row is too narrow for both (phones, long translations). */}
        <div className="flex min-w-60 flex-1 items-center gap-3">
          <button
            type="button"
            disabled={soldOut || adding}
            // An action in a transition: `adding` stays true until it ends, also once adding
            // waits for the server (a signed-in visitor's cart).
            onClick={() => startAdding(async () => void addToCart(cartProduct, quantity))}
            className="button-primary flex-1 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 disabled:shadow-none disabled:hover:brightness-100"
          >
            {!soldOut && <SpriteIcon name="shopping-cart" className="size-5" />}
            {soldOut
              ? t("product.stock.outOfStock")
              : adding
                ? t("shopping.adding")
                : t("shopping.addToCart")}
          </button>
          {/* Sold out: one e-mail when it is back (issue 27 item 3). */}
          {soldOut && <NotifyMe product={product} />}
          {/* Spec: the product page shows the heart to signed-in visitors only. */}
          {user && <WishlistHeart product={product} size="page" />}
        </div>
      </div>
      <p id={limitId} className="text-sm text-ink-muted">
        {t("shopping.limitPerOrder", { count: product.maxPerOrder })}
      </p>
    </div>
  );
}
