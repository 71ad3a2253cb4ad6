import { useTranslation } from "~/i18n/react";
import { ProductGrid } from "~/components/product/ProductGrid";
import type { ProductSummary } from "~/modules/catalog/types";

/**
 * "Pairs well with" (issue 28, decision 072): up to 8 products bought in the same paid orders,
 * filled up from the same category and country. The same for everyone: drawn by the server.
 */
export function PairsWellWith({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="pairs-heading">
      <h2 id="pairs-heading" className="text-2xl font-semibold">
        {t("pairs.heading")}
      </h2>
      <ProductGrid products={products} eagerCards={0} className="mt-4" />
    </section>
  );
}
