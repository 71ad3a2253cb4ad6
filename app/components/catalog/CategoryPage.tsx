import { useTranslation } from "~/i18n/react";
import { ProductGrid } from "~/components/product/ProductGrid";
import type { CategoryView, ProductSummary } from "~/modules/catalog/types";
import { PageHeading } from "./PageHeading";

/** /category/{slug}: name, description, "{n} products available" and the grid (spec section 2). */
export function CategoryPage({ category, products }: { category: CategoryView; products: ProductSummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeading
        title={category.name}
        subtitle={t("catalog.category.available", { count: products.length })}
      />
      {category.description && (
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{category.description}</p>
      )}
      <ProductGrid
        products={products}
        headingLevel={2}
        emptyTitle={t("catalog.category.empty", { name: category.name })}
        className="mt-8"
      />
    </div>
  );
}

/** What a category page looks like while the next one loads. */
export function CategoryPageSkeleton() {
  return (
    <div className="page-container py-8 sm:py-12">
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-10 w-64 max-w-full rounded-lg bg-line" />
        <div className="h-5 w-40 rounded bg-line" />
        <div className="h-5 w-full max-w-3xl rounded bg-line" />
      </div>
      <ProductGrid products={[]} loading className="mt-8" />
    </div>
  );
}
