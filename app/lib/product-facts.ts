/**
 * Product facts (issue 28, decision 070): what is inside a product, what it suits and what it
 * gives per 100 g. Pure and shared: the product page shows them, the admin form edits them, the
 * list filters and the search read them. The values are the URL's and the database's words; the
 * shopper sees them translated.
 */

/** The nine major US food allergens, in the order a label lists them. */
export const ALLERGENS = [
  "milk",
  "eggs",
  "fish",
  "shellfish",
  "tree-nuts",
  "peanuts",
  "wheat",
  "soy",
  "sesame",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The diets a product may suit. */
export const DIETS = ["vegan", "vegetarian", "gluten-free", "halal", "kosher"] as const;
export type Diet = (typeof DIETS)[number];

/** Nutrition per 100 g, in the order a label lists it; kcal for energy, grams for the rest. */
export const NUTRIENTS = [
  "energyKcal",
  "fatGrams",
  "saturatesGrams",
  "carbohydrateGrams",
  "sugarsGrams",
  "proteinGrams",
  "saltGrams",
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** Per 100 g; null where the pack does not say. */
export type Nutrition = Record<Nutrient, number | null>;

/** The nutrients shown indented under another ("of which saturates"). */
export const NUTRIENT_PARTS: Partial<Record<Nutrient, Nutrient>> = {
  saturatesGrams: "fatGrams",
  sugarsGrams: "carbohydrateGrams",
};

export interface ProductFacts {
  /** As on the pack, in the page's language (English where there is no Spanish). */
  ingredients: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  diets: Diet[];
  nutrition: Nutrition;
}

/**
 * The facts a list filters by, as one integer the database keeps beside the arrays
 * (`products.fact_bits`, decision 071): counting a list tests bits instead of arrays. Bit i:
 * suits DIETS[i]; bit 5 + j: contains or may contain ALLERGENS[j] (so is not free from it).
 */
export function dietBit(diet: Diet): number {
  return 1 << DIETS.indexOf(diet);
}

export function allergenBit(allergen: Allergen): number {
  return 1 << (DIETS.length + ALLERGENS.indexOf(allergen));
}

export const EMPTY_NUTRITION: Nutrition = {
  energyKcal: null,
  fatGrams: null,
  saturatesGrams: null,
  carbohydrateGrams: null,
  sugarsGrams: null,
  proteinGrams: null,
  saltGrams: null,
};

/** The known allergens among `values`, in label order (a stored row may hold anything). */
export function knownAllergens(values: readonly string[]): Allergen[] {
  return ALLERGENS.filter((allergen) => values.includes(allergen));
}

/** The known diets among `values`, in their usual order. */
export function knownDiets(values: readonly string[]): Diet[] {
  return DIETS.filter((diet) => values.includes(diet));
}

/** Whether a product has any nutrition figure to show. */
export function hasNutrition(nutrition: Nutrition): boolean {
  return NUTRIENTS.some((nutrient) => nutrition[nutrient] !== null);
}

/**
 * The rules every nutrition table keeps (the admin form checks them, the database too): no
 * negative figure, saturates within fat, sugars within carbohydrate. The nutrients that break
 * one, with which rule.
 */
export function nutritionProblems(nutrition: Nutrition): Partial<Record<Nutrient, "negative" | "part">> {
  const problems: Partial<Record<Nutrient, "negative" | "part">> = {};
  for (const nutrient of NUTRIENTS) {
    const value = nutrition[nutrient];
    if (value !== null && value < 0) problems[nutrient] = "negative";
  }
  for (const [part, whole] of Object.entries(NUTRIENT_PARTS) as [Nutrient, Nutrient][]) {
    const partValue = nutrition[part];
    const wholeValue = nutrition[whole];
    if (problems[part] || partValue === null) continue;
    if (wholeValue === null || partValue > wholeValue) problems[part] = "part";
  }
  return problems;
}

/** schema.org's RestrictedDiet for each diet (JSON-LD `suitableForDiet`). */
export const SCHEMA_ORG_DIETS: Record<Diet, string> = {
  vegan: "https://schema.org/VeganDiet",
  vegetarian: "https://schema.org/VegetarianDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
  halal: "https://schema.org/HalalDiet",
  kosher: "https://schema.org/KosherDiet",
};
