import { useTranslation } from "~/i18n/react";
import { ProductGrid } from "~/components/product/ProductGrid";
import { useLocation, useNavigation } from "react-router";
import { differsOnlyInLayout, hasFilters, type ListFacets } from "~/modules/catalog/list-params";
import type { ProductPage } from "~/modules/catalog/pagination";
import type { CategoryView } from "~/modules/catalog/types";
import { FilteredList } from "./FilteredList";
import { useListParams } from "./use-list-params";
import { PageHeading } from "./PageHeading";

/**
 * /category/{slug}: name, description, "{n} products available" and the grid (spec section 2),
 * with the list's filters (issue 28): the count is of the products the filters leave.
 */
export function CategoryPage({
  category,
  products,
  total,
  page,
  pageCount,
  facets,
}: { category: CategoryView } & ProductPage & { facets: ListFacets }) {
  const { t } = useTranslation();
  const params = useListParams();
  const location = useLocation();
  // Other filters of this same category loading: its cards show as skeletons meanwhile (not for
  // the grid/list switch, which loads nothing).
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    !differsOnlyInLayout(navigation.location.search, location.search);
  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeading title={category.name} subtitle={t("catalog.category.available", { count: total })} />
      {category.description && (
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{category.description}</p>
      )}
      <FilteredList
        products={products}
        total={total}
        page={page}
        pageCount={pageCount}
        facets={facets}
        loading={loading}
        emptyTitle={t("catalog.category.empty", { name: category.name })}
        emptyHint={hasFilters(params) ? t("catalog.list.filteredEmptyHint") : undefined}
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
