import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { conjunction, nutritionAmount } from "~/lib/formats";
import {
  hasNutrition,
  NUTRIENT_PARTS,
  NUTRIENTS,
  type Allergen,
  type Nutrient,
  type ProductFacts,
} from "~/lib/product-facts";

/**
 * What is inside a product (issue 28): diet badges, then Ingredients, Allergens (as words:
 * "Contains", "May contain") and Nutrition facts per 100 g, with the line to always check the
 * package. A section the product has nothing for is left out.
 */
export function ProductFactsSection({ facts }: { facts: ProductFacts }) {
  const { t, language } = useTranslation();
  // Made once per language (app/lib/formats.ts): made here, for every render, they were about 3%
  // of an uncached product page's server time (V8 builds a formatter's ICU half at its first use).
  const number = nutritionAmount(language);
  const allergenList = (allergens: Allergen[]) =>
    conjunction(language).format(allergens.map((allergen) => t(`facts.allergen.${allergen}`)));
  const amount = (nutrient: Nutrient, value: number) =>
    nutrient === "energyKcal"
      ? t("facts.kcal", { value: number.format(value) })
      : t("facts.grams", { value: number.format(value) });
  const shownNutrients = NUTRIENTS.filter((nutrient) => facts.nutrition[nutrient] !== null);

  return (
    <section
      aria-labelledby="product-facts-heading"
      className="rounded-2xl border border-line bg-surface-muted p-5 sm:p-7"
    >
      <h2 id="product-facts-heading" className="text-2xl font-semibold">
        {t("facts.heading")}
      </h2>

      {facts.diets.length > 0 && (
        <ul aria-label={t("facts.diets")} className="mt-4 flex flex-wrap gap-2">
          {facts.diets.map((diet) => (
            <li
              key={diet}
              className="inline-flex items-center gap-1 rounded-full border border-mint/40 bg-mint/10 px-3 py-1 text-sm font-semibold text-green-800 dark:text-green-400"
            >
              <SpriteIcon name="circle-check" className="size-4" />
              {t(`facts.diet.${diet}`)}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          {facts.ingredients && (
            <div>
              <h3 className="text-lg font-semibold">{t("facts.ingredients")}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{facts.ingredients}</p>
            </div>
          )}
          <div>
            <h3 className="text-lg font-semibold">{t("facts.allergens")}</h3>
            <div className="mt-2 space-y-1">
              {facts.allergens.length > 0 && (
                <p className="font-medium">{t("facts.contains", { list: allergenList(facts.allergens) })}</p>
              )}
              {facts.mayContain.length > 0 && (
                <p className="text-ink-muted">
                  {t("facts.mayContain", { list: allergenList(facts.mayContain) })}
                </p>
              )}
              {facts.allergens.length === 0 && facts.mayContain.length === 0 && (
                <p className="text-ink-muted">{t("facts.noAllergens")}</p>
              )}
            </div>
          </div>
        </div>

        {hasNutrition(facts.nutrition) && (
          <div>
            <h3 className="text-lg font-semibold">{t("facts.nutrition")}</h3>
            <table className="mt-2 w-full text-sm">
              <caption className="pb-2 text-left text-ink-muted">{t("facts.per100g")}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t("facts.nutrient")}</th>
                  <th scope="col">{t("facts.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {shownNutrients.map((nutrient) => (
                  <tr key={nutrient} className="border-t border-line">
                    <th
                      scope="row"
                      className={
                        NUTRIENT_PARTS[nutrient]
                          ? "py-1.5 pl-4 text-left font-normal text-ink-muted"
                          : "py-1.5 text-left font-medium"
                      }
                    >
                      {t(`facts.values.${nutrient}`)}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">
                      {amount(nutrient, facts.nutrition[nutrient]!)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <p className="mt-6 flex items-start gap-2 text-sm text-ink-muted">
        <SpriteIcon name="info" className="mt-0.5 size-4 shrink-0" />
        {t("facts.checkPackage")}
      </p>
    </section>
  );
}
