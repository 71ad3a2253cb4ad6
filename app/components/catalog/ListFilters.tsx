import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { countryName } from "~/lib/countries";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/Link";
import {
  clearFilters,
  listSearchString,
  parseListParams,
  SORT_OPTIONS,
  type ListFacets,
  type ListParams,
  type SortOption,
} from "~/modules/catalog/list-params";
import type { Allergen, Diet } from "~/lib/product-facts";
import { FacetChecklist } from "./FacetChecklist";
import { priceBoundsReversed, PriceRangeFields } from "./PriceRangeFields";
import { useChangeListParams, useListParams, withKept } from "./use-list-params";

interface ListFiltersProps {
  id: string;
  facets: ListFacets;
  /** Said after the form is sent (the phone's sheet closes then). */
  onSubmitted?: () => void;
  /** The end of the form: the phone sheet's "Show 23 products" button. */
  footer?: ReactNode;
  /** The page's own query parameters the filters keep (the search page's `q`). */
  keep?: Record<string, string>;
  /** Whether Sort By is offered here (the search page has its own). */
  sortable?: boolean;
}

/**
 * Sort By, Price Range, brands, origin countries and Clear All Filters. Every change goes into
 * the URL, and the server filters (spec sections 4 and 5). Sort and checkboxes apply at once;
 * the price applies with its button or Enter, not on every keystroke. Before JavaScript has
 * loaded the same form submits as a plain GET.
 */
export function ListFilters({
  id,
  facets,
  onSubmitted,
  footer,
  keep = {},
  sortable = true,
}: ListFiltersProps) {
  const { t, language } = useTranslation();
  const { pathname } = useLocation();
  const params = useListParams();
  const change = useChangeListParams(keep);
  const [price, setPrice] = useState({ min: String(params.priceMin), max: String(params.priceMax) });
  // The URL's price wins when it changes from elsewhere (Back, Clear All Filters, a link).
  const [urlPrice, setUrlPrice] = useState({ min: params.priceMin, max: params.priceMax });
  if (urlPrice.min !== params.priceMin || urlPrice.max !== params.priceMax) {
    setUrlPrice({ min: params.priceMin, max: params.priceMax });
    setPrice({ min: String(params.priceMin), max: String(params.priceMax) });
  }

  const update = (changes: Partial<ListParams>) => change({ ...params, ...changes, page: 1 });
  const toggle = (values: string[], value: string, checked: boolean) =>
    checked ? [...values, value] : values.filter((item) => item !== value);

  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A minimum above the maximum finds nothing: the fields say so, and the list stays as it is.
    if (priceBoundsReversed(price.min, price.max)) return;
    // The same parser as the server's: a blank or malformed bound falls back to its default.
    const typed = parseListParams(new URLSearchParams({ min: price.min.trim(), max: price.max.trim() }));
    update({ priceMin: typed.priceMin, priceMax: typed.priceMax });
    onSubmitted?.();
  }

  return (
    <form id={id} method="get" action={pathname} onSubmit={applyPrice} className="space-y-6">
      {params.search && <input type="hidden" name="search" value={params.search} />}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {params.layout !== "grid" && <input type="hidden" name="layout" value={params.layout} />}

      {sortable && (
        <div>
          <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
            {t("catalog.filters.sortBy")}
          </label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={params.sort}
            onChange={(event) => update({ sort: event.target.value as SortOption })}
            className="mt-2 h-10 w-full rounded-lg border border-line bg-surface px-3"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`catalog.filters.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      )}

      <PriceRangeFields
        min={price.min}
        max={price.max}
        onMinChange={(min) => setPrice((current) => ({ ...current, min }))}
        onMaxChange={(max) => setPrice((current) => ({ ...current, max }))}
      />

      <FacetChecklist
        legend={t("catalog.filters.brands")}
        name="brand"
        facets={facets.brands}
        selected={params.brands}
        onToggle={(value, checked) => update({ brands: toggle(params.brands, value, checked) })}
      />
      <FacetChecklist
        legend={t("catalog.filters.countries")}
        name="country"
        label={(country) => countryName(country, language)}
        facets={facets.countries}
        selected={params.countries}
        onToggle={(value, checked) => update({ countries: toggle(params.countries, value, checked) })}
      />

      <FacetChecklist
        legend={t("listFilters.diet")}
        name="diet"
        fixedOrder
        label={(diet) => t(`facts.diet.${diet as Diet}`)}
        facets={facets.diets}
        selected={params.diets}
        onToggle={(value, checked) => update({ diets: toggle(params.diets, value, checked) as Diet[] })}
      />
      <FacetChecklist
        legend={t("listFilters.freeFrom")}
        name="free_from"
        fixedOrder
        label={(allergen) => t(`facts.allergen.${allergen as Allergen}`)}
        facets={facets.freeFrom}
        selected={params.freeFrom}
        onToggle={(value, checked) =>
          update({ freeFrom: toggle(params.freeFrom, value, checked) as Allergen[] })
        }
      />
      <FacetChecklist
        legend={t("listFilters.availability")}
        name="in_stock"
        label={() => t("listFilters.inStock")}
        facets={[{ value: "1", count: facets.inStock }]}
        selected={params.inStock ? ["1"] : []}
        onToggle={(_, checked) => update({ inStock: checked })}
      />
      <FacetChecklist
        legend={t("listFilters.rating")}
        name="rating"
        label={() => t("listFilters.rating4")}
        facets={[{ value: "4", count: facets.rating }]}
        selected={params.rating ? ["4"] : []}
        onToggle={(_, checked) => update({ rating: checked ? 4 : 0 })}
      />

      {/* Without JavaScript the boxes apply with this button (or the price's Apply). */}
      <noscript>
        <button type="submit" className="button-primary w-full py-2.5 text-sm">
          {t("listFilters.apply")}
        </button>
      </noscript>

      <Link
        to={`${pathname}${withKept(listSearchString(clearFilters(params)), keep)}`}
        preventScrollReset
        className="button-secondary w-full py-2.5 text-sm"
      >
        {t("catalog.filters.clearAll")}
      </Link>
      {footer}
    </form>
  );
}
