import { Search } from "lucide-react";
import { Link } from "~/components/ui/Link";
import { ADMIN_PRODUCT_SORTS, type AdminProductQuery } from "~/modules/admin/products/list-params";
import { FilterForm, FilterSelect, SearchField } from "../FilterForm";
import { useAdminTranslation } from "../use-admin-translation";

/** The table's search, filters and sort (see FilterForm). A new search starts at page 1. */
export function ProductFilters({
  query,
  categories,
}: {
  query: AdminProductQuery;
  categories: { slug: string; name: string }[];
}) {
  const { t } = useAdminTranslation();
  return (
    <FilterForm
      label={t("products.filters.label")}
      className="grid gap-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <SearchField
        id="products-q"
        label={t("products.filters.search")}
        placeholder={t("products.filters.searchPlaceholder")}
        value={query.q}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id="products-category"
        name="category"
        label={t("products.filters.category")}
        value={query.category}
      >
        <option value="">{t("products.filters.allCategories")}</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="products-active"
        name="active"
        label={t("products.filters.active")}
        value={query.active}
      >
        <option value="all">{t("products.filters.activeAll")}</option>
        <option value="yes">{t("products.filters.activeYes")}</option>
        <option value="no">{t("products.filters.activeNo")}</option>
      </FilterSelect>
      <FilterSelect
        id="products-featured"
        name="featured"
        label={t("products.filters.featured")}
        value={query.featured}
      >
        <option value="all">{t("products.filters.featuredAll")}</option>
        <option value="yes">{t("products.filters.featuredYes")}</option>
        <option value="no">{t("products.filters.featuredNo")}</option>
      </FilterSelect>
      <FilterSelect id="products-sort" name="sort" label={t("products.filters.sort")} value={query.sort}>
        {ADMIN_PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`products.sort.${sort}`)}
          </option>
        ))}
      </FilterSelect>
      <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold">
        <input
          key={String(query.lowStock)}
          type="checkbox"
          name="lowStock"
          value="1"
          defaultChecked={query.lowStock}
          className="size-5 accent-grape"
        />
        {t("products.filters.lowStock")}
      </label>
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2 lg:col-span-3">
        <Link to="/admin/products" className="button-secondary px-5 py-2.5">
          {t("frame.clear")}
        </Link>
        <button type="submit" className="button-primary px-5 py-2.5">
          <Search className="size-4.5" aria-hidden="true" />
          {t("frame.filter")}
        </button>
      </div>
    </FilterForm>
  );
}
