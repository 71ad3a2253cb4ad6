import clsx from "clsx";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { SpriteIcon } from "~/components/icons/IconSprite";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE, PRODUCT_IMAGE_SIZE } from "~/lib/product-images";
import { useAddToCart } from "~/components/cart/use-add-to-cart";
import type { ProductSummary } from "~/modules/catalog/types";
import { StarRating } from "./StarRating";
import { StockBadges } from "./StockBadges";
import { WishlistHeart } from "./WishlistHeart";

export type CardLayout = "grid" | "list";

interface ProductCardProps {
  product: ProductSummary;
  /** A tile in a grid, or a row in a list: image left, details, then price and actions. */
  layout?: CardLayout;
  /** Cards in the first visible row load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The card's heading level, so that it fits the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A product in a list: image with badges, name, brand, real rating, price and the two
 * actions, always in this order so that rows align. The name's link stretches over the whole
 * card, so the card is one link to /product/{slug} while its buttons stay their own controls.
 */
export function ProductCard({ product, layout = "grid", eager = false, headingLevel = 3 }: ProductCardProps) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const Heading = `h${headingLevel}` as const;
  const list = layout === "list";

  return (
    <article
      className={clsx(
        "group relative flex w-full overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-lg focus-within:border-accent/60",
        list ? "flex-row" : "flex-col",
      )}
    >
      <div className={clsx("relative shrink-0 bg-surface-muted", list ? "w-28 sm:w-40" : "w-full")}>
        <img
          src={product.imageUrl ?? PLACEHOLDER_IMAGE}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className={clsx("w-full object-cover", list ? "h-full" : "aspect-square h-auto")}
        />
        <div className="absolute top-2 right-2 left-2">
          <StockBadges featured={product.featured} stockQuantity={product.stockQuantity} />
        </div>
      </div>

      <div
        className={clsx(
          "flex min-w-0 flex-1 flex-col gap-3 p-4",
          list && "sm:flex-row sm:items-center sm:gap-6 sm:p-5",
        )}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Heading
            className={clsx("text-lg leading-snug font-semibold", !list && "line-clamp-2 min-h-[2lh]")}
          >
            <Link
              to={`/product/${product.slug}`}
              prefetch="intent"
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus)"
            >
              {product.name}
            </Link>
          </Heading>
          <p className="truncate text-sm text-ink-muted">{product.brand}</p>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted">
            <StarRating average={product.ratingAverage} size={14} />
            <span>{t("rating.reviews", { count: product.reviewCount })}</span>
          </p>
        </div>

        <div className={clsx("flex flex-col gap-2", !list && "mt-auto", list && "sm:w-56")}>
          <p className="text-xl font-bold tabular-nums">{formatPrice(product.priceCents)}</p>
          {/* Above the stretched link, so that they are their own click targets. */}
          <div className="relative z-10 flex items-center gap-2">
            <button
              type="button"
              onClick={() =>
                addToCart({
                  productId: product.id,
                  slug: product.slug,
                  name: product.name,
                  priceCents: product.priceCents,
                  imageUrl: product.imageUrl,
                  stockQuantity: product.stockQuantity,
                })
              }
              className="brand-gradient inline-flex h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold text-white shadow-sm transition hover:brightness-110"
            >
              <SpriteIcon name="cart" className="size-4 shrink-0" />
              <span className="truncate">{t("shopping.addToCart")}</span>
            </button>
            <WishlistHeart product={product} />
          </div>
        </div>
      </div>
    </article>
  );
}
