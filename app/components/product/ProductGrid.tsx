import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import type { ProductSummary } from "~/modules/catalog/types";
import { ProductCard, type CardLayout } from "./ProductCard";
import { ProductCardSkeleton } from "./ProductCardSkeleton";

/** Spec section 9: 8 skeleton cards while loading. */
export const SKELETON_CARDS = 8;
/** The widest grid shows 4 cards in its first row: those load their images at once. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: ProductSummary[];
  /** True while a client-side navigation loads the next list: shows 8 skeleton cards. */
  loading?: boolean;
  /** Defaults to the spec's "No products found". */
  emptyTitle?: string;
  /** Defaults to the spec's "Check back later for new arrivals!". */
  emptyHint?: string;
  layout?: CardLayout;
  /** The cards' heading level (3 under a section heading, 2 right under the page's h1). */
  headingLevel?: 2 | 3;
  /** How many cards load their image at once; 0 for a grid below the fold (the home page's). */
  eagerCards?: number;
  className?: string;
}

/** Product cards in 1, 2, 3 or 4 columns by width, or one dense row each in the list layout. */
export function ProductGrid({
  products,
  loading = false,
  emptyTitle,
  emptyHint,
  layout = "grid",
  headingLevel = 3,
  eagerCards = EAGER_CARDS,
  className,
}: ProductGridProps) {
  const { t } = useTranslation();
  // By the width the grid gets (container queries), so that it fits beside a filter sidebar
  // as well as across the whole page: one column only on the narrowest phones (a grid under
  // 20rem, a screen under about 360 px), two compact cards on a phone, then three and four.
  const columns =
    layout === "list"
      ? "grid-cols-1 gap-3 @lg:gap-6"
      : "grid-cols-1 gap-3 @xs:grid-cols-2 @lg:gap-6 @3xl:grid-cols-3 @4xl:grid-cols-4";

  if (loading) {
    return (
      <div className={clsx("@container", className)}>
        <div aria-busy="true" className={clsx("grid", columns)}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div
        className={clsx(
          "flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-16 text-center",
          className,
        )}
      >
        <SpriteIcon name="package-search" className="size-12 text-ink-muted" />
        <p className="mt-4 font-display text-xl font-semibold">{emptyTitle ?? t("catalog.grid.empty")}</p>
        <p className="mt-2 text-ink-muted">{emptyHint ?? t("catalog.grid.emptyHint")}</p>
      </div>
    );
  }

  return (
    <div className={clsx("@container", className)}>
      {/* Each item a flex box, so that its card fills the row's height. */}
      <ul className={clsx("grid *:flex", columns)}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              layout={layout}
              eager={index < eagerCards}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
