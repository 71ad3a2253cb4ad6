import clsx from "clsx";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE, PRODUCT_IMAGE_SIZE } from "~/lib/product-images";
import { useAddToCart } from "~/components/cart/use-add-to-cart";
import type { ProductSummary } from "~/modules/catalog/types";
import { StarRating } from "./StarRating";
import { StockBadges } from "./StockBadges";
import { WishlistHeart } from "./WishlistHeart";
import { NotifyMe } from "~/components/stock-alerts/NotifyMe";
import { isOutOfStock } from "~/modules/catalog/stock";

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
  const soldOut = isOutOfStock(product.stockQuantity);

  // The parts' styles are the card-* classes in app.css (written once for the 24 cards of a list
  // page); what differs between the grid and the list layouts stays here.
  return (
    <article className={clsx("card", list ? "flex-row" : "flex-col")}>
      <div className={clsx("card-media", list ? "w-24 sm:w-40" : "w-full")}>
        <img
          src={product.imageUrl ?? PLACEHOLDER_IMAGE}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          // The first row's pictures are the list's largest paint: asked for before the scripts
          // that hydrate the page, which would otherwise hold the browser's connections.
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          className={list ? "h-full" : "aspect-square h-auto"}
        />
        <StockBadges
          featured={product.featured}
          stockQuantity={product.stockQuantity}
          className="absolute top-2 right-2 left-2"
        />
      </div>

      {/* A list row is dense on a phone (smaller picture, padding and name), roomy from sm up. */}
      <div
        className={clsx(
          "card-body",
          list && "max-sm:gap-2 max-sm:p-3 sm:flex-row sm:items-center sm:gap-6 sm:p-5",
        )}
      >
        <div className="card-info">
          <Heading className={clsx("card-title", list ? "max-sm:text-base" : "line-clamp-2 min-h-[2lh]")}>
            <Link to={`/product/${product.slug}`} prefetch="intent">
              {product.name}
            </Link>
          </Heading>
          <p className="card-brand">{product.brand}</p>
          <p className="card-rating">
            <StarRating average={product.ratingAverage} size={14} />
            {t("rating.reviews", { count: product.reviewCount })}
          </p>
        </div>

        <div className={clsx("card-buy", list ? "sm:w-56" : "mt-auto")}>
          <p className="card-price">{formatPrice(product.priceCents)}</p>
          {/* Above the stretched link, so that they are their own click targets. The first is the
              stock-dependent one (add to cart); the heart always comes last. */}
          <div className="card-actions">
            {soldOut ? (
              <>
                <button type="button" disabled className="card-sold-out">
                  {t("catalog.card.outOfStock")}
                </button>
                <NotifyMe product={product} compact />
              </>
            ) : (
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
                    maxPerOrder: product.maxPerOrder,
                  })
                }
                aria-label={t("shopping.addToCart")}
                className="card-cart"
              >
                <SpriteIcon name="shopping-cart" className="size-4 shrink-0" />
                {/* A compact card shows the short label, which starts the button's name. */}
                <span className="card-cart-label">{t("shopping.addToCart")}</span>
                <span className="card-cart-short">{t("shopping.addToCartShort")}</span>
              </button>
            )}
            <WishlistHeart product={product} />
          </div>
        </div>
      </div>
    </article>
  );
}
