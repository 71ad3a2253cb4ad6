import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "~/i18n/react";
import { countryName } from "~/lib/countries";
import {
  clearFilters,
  DEFAULT_PRICE_MAX,
  DEFAULT_PRICE_MIN,
  priceFilterApplies,
  type ListParams,
} from "~/modules/catalog/list-params";

/** The chosen filters, each a link to the list without it, and Clear All Filters. */
export function FilterChips({ params, href }: { params: ListParams; href: (next: ListParams) => string }) {
  const { t, language } = useTranslation();
  const base = { ...params, page: 1 };
  const chips: { key: string; label: string; to: string }[] = [
    ...params.brands.map((brand) => ({
      key: `brand-${brand}`,
      label: brand,
      to: href({ ...base, brands: params.brands.filter((value) => value !== brand) }),
    })),
    ...params.countries.map((country) => ({
      key: `country-${country}`,
      label: countryName(country, language),
      to: href({ ...base, countries: params.countries.filter((value) => value !== country) }),
    })),
    ...params.diets.map((diet) => ({
      key: `diet-${diet}`,
      label: t(`facts.diet.${diet}`),
      to: href({ ...base, diets: params.diets.filter((value) => value !== diet) }),
    })),
    ...params.freeFrom.map((allergen) => ({
      key: `free-${allergen}`,
      label: t(`facts.freeFrom.${allergen}`),
      to: href({ ...base, freeFrom: params.freeFrom.filter((value) => value !== allergen) }),
    })),
    ...(params.inStock
      ? [{ key: "in-stock", label: t("listFilters.inStock"), to: href({ ...base, inStock: false }) }]
      : []),
    ...(params.rating
      ? [{ key: "rating", label: t("listFilters.rating4"), to: href({ ...base, rating: 0 }) }]
      : []),
    ...(priceFilterApplies(params.priceMin, params.priceMax)
      ? [
          {
            key: "price",
            label: t("listFilters.priceChip", { min: params.priceMin, max: params.priceMax }),
            to: href({ ...base, priceMin: DEFAULT_PRICE_MIN, priceMax: DEFAULT_PRICE_MAX }),
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2 lg:col-start-2">
      <h2 className="sr-only">{t("listFilters.chosen")}</h2>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              preventScrollReset
              aria-label={t("listFilters.remove", { name: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full border border-grape/30 bg-grape/10 py-1 pr-2 pl-3 text-sm font-medium text-grape transition-colors hover:border-grape hover:bg-grape/15 motion-reduce:transition-none dark:text-violet-300"
            >
              {chip.label}
              <SpriteIcon name="x" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={href(clearFilters(params))}
        preventScrollReset
        className="text-sm font-semibold text-accent underline-offset-2 hover:underline"
      >
        {t("catalog.filters.clearAll")}
      </Link>
    </div>
  );
}
