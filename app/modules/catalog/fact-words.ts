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

/**
 * Every fact word as an expression with what it stands for, compiled once: compiling them for
 * each search cost a search 0.8 ms (issue 28's bench).
 */
const FACT_PATTERNS: { pattern: string; expression: RegExp; diets: Diet[]; freeFrom: Allergen[] }[] = [
  ...DIET_WORDS.map(([pattern, diet]) => ({
    pattern,
    expression: boundary(pattern),
    diets: [diet],
    freeFrom: [],
  })),
  ...ALLERGEN_WORDS.flatMap(([word, allergens]) =>
    [`${word}[ -]?free`, `free from ${word}`, `sin ${word}`, `libre de ${word}`].map((pattern) => ({
      pattern,
      expression: boundary(pattern),
      diets: [],
      freeFrom: allergens,
    })),
  ),
];

/**
 * Text that every fact word holds, as typed and normalised: an input holding none of them holds
 * no fact word. Each is plain text in every expression (outside any optional part), so whatever an
 * expression matches holds it; checked when the module loads.
 */
const FACT_HINTS = ["free", "sin ", "libre de ", "vegan", "vegetarian", "halal", "kosher"];

for (const { pattern } of FACT_PATTERNS) {
  if (!FACT_HINTS.some((hint) => pattern.includes(hint)))
    throw new Error(`The fact word "${pattern}" holds none of FACT_HINTS: add one it always holds`);
}

export function factWords(input: string): FactWords {
  let text = normalised(input);
  // Most searches hold no fact word: one look for the words every fact word holds instead of
  // every expression's (all of them cost each search about 0.3 ms).
  if (!FACT_HINTS.some((hint) => text.includes(hint))) return { rest: input.trim(), diets: [], freeFrom: [] };
  const diets = new Set<Diet>();
  const freeFrom = new Set<Allergen>();
  for (const pattern of FACT_PATTERNS) {
    // A global expression's replace starts from the beginning whatever it matched before.
    text = text.replace(pattern.expression, () => {
      pattern.diets.forEach((diet) => diets.add(diet));
      pattern.freeFrom.forEach((allergen) => freeFrom.add(allergen));
      return " ";
    });
  }
  if (diets.size === 0 && freeFrom.size === 0) return { rest: input.trim(), diets: [], freeFrom: [] };
  return {
    rest: text.replace(/\s+/g, " ").trim(),
    diets: DIETS.filter((diet) => diets.has(diet)),
    freeFrom: ALLERGENS.filter((allergen) => freeFrom.has(allergen)),
  };
}
