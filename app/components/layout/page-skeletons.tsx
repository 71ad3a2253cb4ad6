import { useTranslation } from "~/i18n/react";
import { ProductGrid } from "~/components/product/ProductGrid";

export { ProductPageSkeleton } from "~/components/product-page/ProductPageSkeleton";

/** Stands in for a product list while a client-side navigation loads it. */
export function ListPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="page-container space-y-8 py-8 sm:py-10">
      <p role="status" className="sr-only">
        {t("catalog.list.loading")}
      </p>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-10 w-72 max-w-full animate-pulse rounded-lg bg-line/70" />
        <div className="h-5 w-40 animate-pulse rounded-lg bg-line/70" />
      </div>
      <ProductGrid products={[]} loading />
    </div>
  );
}
