import { ALLERGENS, DIETS, type Allergen, type Diet } from "~/lib/product-facts";

/**
 * The words of a search that are product facts (issue 28): "vegan", "sin gluten", "gluten free",
 * "peanut free", "sin lactosa"… narrow the list by the facts (a diet, or free from an allergen)
 * instead of being looked for in names and descriptions, where they would find only the products
 * that happen to say so. English and Spanish, with or without accents and hyphens. Pure.
 */
export interface FactWords {
  /** The search without the fact words: what is still looked for as text. */
  rest: string;
  diets: Diet[];
  freeFrom: Allergen[];
}

/** Allergen words, English and Spanish, singular and plural, unaccented. */
const ALLERGEN_WORDS: [string, Allergen[]][] = [
  ["milk", ["milk"]],
  ["dairy", ["milk"]],
  ["lactose", ["milk"]],
  ["leche", ["milk"]],
  ["lactosa", ["milk"]],
  ["lacteos", ["milk"]],
  ["eggs?", ["eggs"]],
  ["huevos?", ["eggs"]],
  ["fish", ["fish"]],
  ["pescado", ["fish"]],
  ["shellfish", ["shellfish"]],
  ["mariscos?", ["shellfish"]],
  ["tree nuts?", ["tree-nuts"]],
  ["tree-nuts?", ["tree-nuts"]],
  ["frutos de cascara", ["tree-nuts"]],
  ["nuts?", ["tree-nuts", "peanuts"]],
  ["frutos secos", ["tree-nuts", "peanuts"]],
  ["peanuts?", ["peanuts"]],
  ["cacahuetes?", ["peanuts"]],
  ["mani", ["peanuts"]],
  ["wheat", ["wheat"]],
  ["trigo", ["wheat"]],
  ["soya?", ["soy"]],
  ["soja", ["soy"]],
  ["sesame", ["sesame"]],
  ["sesamo", ["sesame"]],
];

const DIET_WORDS: [string, Diet][] = [
  ["gluten[ -]?free", "gluten-free"],
  ["sin gluten", "gluten-free"],
  ["libre de gluten", "gluten-free"],
  ["vegan[oa]?s?", "vegan"],
  ["vegetarian[oa]?s?", "vegetarian"],
  ["halal", "halal"],
  ["kosher", "kosher"],
];

/** Lowercase, unaccented, hyphens and spaces as typed. */
function normalised(input: string): string {
  return input
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
}

const boundary = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, "gu");

export function factWords(input: string): FactWords {
  let text = normalised(input);
  const diets = new Set<Diet>();
  const freeFrom = new Set<Allergen>();
  const take = (pattern: string, found: () => void) => {
    const expression = boundary(pattern);
    if (expression.test(text)) {
      found();
      text = text.replace(boundary(pattern), " ");
    }
  };
  for (const [pattern, diet] of DIET_WORDS) take(pattern, () => diets.add(diet));
  for (const [word, allergens] of ALLERGEN_WORDS) {
    const patterns = [`${word}[ -]?free`, `free from ${word}`, `sin ${word}`, `libre de ${word}`];
    for (const pattern of patterns)
      take(pattern, () => allergens.forEach((allergen) => freeFrom.add(allergen)));
  }
  if (diets.size === 0 && freeFrom.size === 0) return { rest: input.trim(), diets: [], freeFrom: [] };
  return {
    rest: text.replace(/\s+/g, " ").trim(),
    diets: DIETS.filter((diet) => diets.has(diet)),
    freeFrom: ALLERGENS.filter((allergen) => freeFrom.has(allergen)),
  };
}
