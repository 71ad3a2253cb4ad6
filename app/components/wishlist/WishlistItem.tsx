import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import { StockBadges } from "~/components/product/StockBadges";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import { useAddToCart } from "~/components/cart/use-add-to-cart";
import { isOutOfStock } from "~/modules/catalog/stock";
import type { ProductSummary } from "~/modules/catalog/types";
import { useWishlistToggle } from "~/components/wishlist/use-wishlist";

/**
 * One saved product: image, name (to its page), brand, stock badges, price, Add to cart
 * (disabled when sold out) and remove. While the removal runs the row is dimmed; it goes away
 * when the page's data comes back without it.
 */
export function WishlistItem({ product, onRemoved }: { product: ProductSummary; onRemoved: () => void }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const { remove, busy } = useWishlistToggle(product, { onRemoved });
  const soldOut = isOutOfStock(product.stockQuantity);

  return (
    <li
      aria-busy={busy || undefined}
      className={clsx(
        "flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm transition-opacity sm:flex-nowrap sm:p-5",
        busy && "opacity-60",
      )}
    >
      <img
        src={product.imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-xl border border-line bg-surface-muted object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1 basis-40 space-y-1.5">
        <h2 className="text-lg leading-snug font-semibold break-words">
          <Link
            to={`/product/${product.slug}`}
            prefetch="intent"
            className="hover:text-accent hover:underline"
          >
            {product.name}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">{product.brand}</p>
        <StockBadges featured={product.featured} stockQuantity={product.stockQuantity} />
      </div>
      <div className="flex w-full items-center gap-3 sm:w-auto">
        <p className="mr-auto text-xl font-bold tabular-nums sm:mr-2">{formatPrice(product.priceCents)}</p>
        <button
          type="button"
          disabled={soldOut}
          onClick={() =>
            addToCart({
              productId: product.id,
              slug: product.slug,
              name: product.name,
              priceCents: product.priceCents,
              imageUrl: product.imageUrl,
              stockQuantity: product.stockQuantity,
              maxPerOrder: product.maxPerOrder,
            })
          }
          className="brand-gradient inline-flex h-10 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:brightness-100"
        >
          <SpriteIcon name="shopping-cart" className="size-4" />
          {t("shopping.addToCart")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={remove}
          aria-label={t("wishlist.remove", { name: product.name })}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line text-ink-muted transition-colors hover:border-cherry hover:text-cherry-ink disabled:cursor-wait dark:hover:text-red-300"
        >
          <SpriteIcon name="trash" className="size-5" />
        </button>
      </div>
    </li>
  );
}
