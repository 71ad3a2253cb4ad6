import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useCallback, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import type { ProductSummary } from "~/modules/catalog/types";
import { WishlistItem } from "./WishlistItem";

/**
 * /wishlist: the signed-in shopper's saved products, last saved first, each with Add to cart and
 * a remove button; or the spec's empty state. After a removal the focus moves to the heading,
 * since the row (and the button that had it) goes away.
 */
export function WishlistPage({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);

  return (
    <div className="page-container max-w-4xl py-10 sm:py-14">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none sm:text-4xl">
        {t("wishlist.heading")}
      </h1>
      {products.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
            <SpriteIcon name="heart" className="size-10 text-candy-pink dark:text-pink-400" />
          </span>
          <h2 className="text-2xl font-bold">{t("wishlist.empty")}</h2>
          <p className="text-lg text-ink-muted">{t("wishlist.emptyMessage")}</p>
          <Link to="/products" className="button-primary mt-2">
            {t("wishlist.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{t("wishlist.count", { count: products.length })}</p>
          <ul className="mt-8 space-y-4">
            {products.map((product) => (
              <WishlistItem key={product.id} product={product} onRemoved={focusHeading} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
