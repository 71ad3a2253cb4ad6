import { ALLERGENS, allergenBit, DIETS, dietBit, type Allergen, type Diet } from "~/lib/product-facts";
import type { Facet, ListFacets } from "./list-params";

/**
 * A list's products grouped by everything its filter groups choose by (decision 071): the
 * database reads the list once and answers one row per brand, country, facts, stock and rating
 * that occurs, with how many products share them. Every group's counts follow from these few
 * rows, so a list is read once however many groups it shows.
 */
export interface FacetCell {
  brand: string;
  country: string;
  /** `products.fact_bits`: the diets it suits and the allergens it may hold. */
  factBits: number;
  inStock: boolean;
  rated4: boolean;
  products: number;
}

/** The filter groups' choices (the list's other filters are the cells' scope already). */
export interface FacetChoice {
  brands?: readonly string[];
  countries?: readonly string[];
  diets?: readonly Diet[];
  freeFrom?: readonly Allergen[];
  inStock?: boolean;
  rating?: 0 | 4;
}

/**
 * The list's total and each group's counts: every value counted with the other groups' choices
 * and without its own group's, so a shopper sees what choosing it would give. Brands and
 * countries list only the values that give some; diets and allergens are all listed, in order.
 */
export function countFacets(
  cells: readonly FacetCell[],
  choice: FacetChoice,
): { total: number; facets: ListFacets } {
  const dietMask = (choice.diets ?? []).reduce((mask, diet) => mask | dietBit(diet), 0);
  const allergenMask = (choice.freeFrom ?? []).reduce((mask, allergen) => mask | allergenBit(allergen), 0);
  const brands = new Map<string, number>();
  const countries = new Map<string, number>();
  const diets = DIETS.map(() => 0);
  const freeFrom = ALLERGENS.map(() => 0);
  let total = 0;
  let inStock = 0;
  let rating = 0;

  for (const cell of cells) {
    const brandOk = !choice.brands?.length || choice.brands.includes(cell.brand);
    const countryOk = !choice.countries?.length || choice.countries.includes(cell.country);
    const factsOk = (cell.factBits & dietMask) === dietMask && (cell.factBits & allergenMask) === 0;
    const stockOk = !choice.inStock || cell.inStock;
    const ratingOk = !choice.rating || cell.rated4;
    const chosen = factsOk && stockOk && ratingOk;
    const add = (counts: Map<string, number>, value: string) =>
      counts.set(value, (counts.get(value) ?? 0) + cell.products);

    if (countryOk && chosen) add(brands, cell.brand);
    if (brandOk && chosen) add(countries, cell.country);
    if (!brandOk || !countryOk || !factsOk) continue;
    if (ratingOk && cell.inStock) inStock += cell.products;
    if (stockOk && cell.rated4) rating += cell.products;
    if (!stockOk || !ratingOk) continue;
    total += cell.products;
    DIETS.forEach((diet, index) => {
      if (cell.factBits & dietBit(diet)) diets[index]! += cell.products;
    });
    ALLERGENS.forEach((allergen, index) => {
      if (!(cell.factBits & allergenBit(allergen))) freeFrom[index]! += cell.products;
    });
  }

  return {
    total,
    facets: {
      brands: sortedFacets(brands),
      countries: sortedFacets(countries),
      diets: DIETS.map((value, index) => ({ value, count: diets[index]! })),
      freeFrom: ALLERGENS.map((value, index) => ({ value, count: freeFrom[index]! })),
      inStock,
      rating,
    },
  };
}

/** By value, in code-point order, as the database's list filters name them. */
function sortedFacets(counts: Map<string, number>): Facet[] {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
