import { useHomeTranslation } from "~/i18n/parts/home";
import { CategoryCard } from "~/components/catalog/CategoryCard";
import type { CategoryView } from "~/modules/catalog/types";
import { HomeSection } from "./HomeSection";

/** Explore by Region: one card per category, in the order given (name order). */
export function RegionCards({ categories }: { categories: readonly CategoryView[] }) {
  const { t } = useHomeTranslation();
  return (
    <HomeSection title={t("home.regions.heading")} text={t("home.regions.text")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} headingLevel={3} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
