import { ArrowRight, Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CategoryView } from "~/modules/catalog/types";
import { HomeSection } from "./HomeSection";

/** Explore by Region: one card per category, in the order given (name order). */
export function RegionCards({ categories }: { categories: readonly CategoryView[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t("home.regions.heading")} text={t("home.regions.text")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/category/${category.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface-raised shadow-sm transition hover:-translate-y-1 hover:border-accent hover:shadow-lg"
            >
              {category.imageUrl ? (
                <img
                  src={category.imageUrl}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              ) : (
                <span className="flex aspect-[4/3] items-center justify-center bg-linear-to-br from-candy-pink/15 via-grape/15 to-berry/15 text-accent">
                  <Globe className="size-16" aria-hidden="true" />
                </span>
              )}
              <span className="flex flex-1 flex-col p-6">
                <span className="font-display text-xl font-semibold">{category.name}</span>
                {category.description && (
                  <span className="mt-2 line-clamp-3 text-ink-muted">{category.description}</span>
                )}
                <span className="mt-auto inline-flex items-center gap-1.5 pt-4 font-semibold text-accent">
                  {t("home.regions.exploreCollection")}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
