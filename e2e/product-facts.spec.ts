import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useDarkTheme,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * A product's facts on its page (issue 28, decision 070): what is inside, the allergens in words,
 * the diets it suits, nutrition per 100 g and the line to always check the package. The demo
 * catalogue's facts (app/db/seed/catalogue/facts.ts): Pocky contains wheat, milk and soy.
 */

const POCKY = "/product/pocky-chocolate";
const GOLDBEARS = "/product/haribo-goldbears";

const factsOf = (page: Page, name: string) => page.getByRole("region", { name });
const nutrientRow = (page: Page, name: string) =>
  page.getByRole("table").getByRole("row", { name: new RegExp(`^${name}`) });

/** The product's JSON-LD (the Product node, wherever the page's graph puts it). */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of blocks) {
    const data = JSON.parse(block) as Record<string, unknown>;
    const nodes = (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
    const product = nodes.find((node) => node["@type"] === "Product");
    if (product) return product;
  }
  throw new Error("no Product in the page's JSON-LD");
}

test("a product page shows ingredients, allergens in words, diets, nutrition and the package line", async ({
  page,
}) => {
  await visit(page, POCKY);
  const facts = factsOf(page, "What's inside");
  await expect(facts).toBeVisible();
  await expect(facts.getByRole("heading", { level: 3 })).toHaveText([
    "Ingredients",
    "Allergens",
    "Nutrition facts",
  ]);
  await expect(facts.getByText(/^Wheat flour, sugar, cocoa mass/)).toBeVisible();
  // Words, not only icons, in the allergens' usual order: what it contains, and apart from it
  // what it may contain.
  await expect(facts.getByText("Contains: Milk, Wheat, and Soy")).toBeVisible();
  await expect(facts.getByText("May contain: Eggs, Tree nuts, and Peanuts")).toBeVisible();
  await expect(facts.getByRole("list", { name: "Suits these diets" }).getByRole("listitem")).toHaveText([
    "Vegetarian",
  ]);
  await expect(facts.getByRole("table")).toContainText("Per 100 g");
  await expect(nutrientRow(page, "Energy")).toContainText("505 kcal");
  await expect(nutrientRow(page, "Carbohydrate")).toContainText("64 g");
  await expect(nutrientRow(page, "of which sugars")).toContainText("31 g");
  await expect(nutrientRow(page, "Salt")).toContainText("0.6 g");
  await expect(facts.getByText(/^Always check the package/)).toBeVisible();
  // Chocolate sticks melt: the page says they travel insulated in summer.
  await expect(page.getByText("Ships insulated in summer")).toBeVisible();

  const product = await productJsonLd(page);
  expect(product.nutrition).toMatchObject({
    "@type": "NutritionInformation",
    calories: expect.stringContaining("505"),
  });
  expect(JSON.stringify(product.suitableForDiet)).toContain("VegetarianDiet");

  await expectNoSeriousA11yViolations(page);
});

test("a product with none of the major allergens says so, and its diets show as badges", async ({ page }) => {
  await visit(page, GOLDBEARS);
  const facts = factsOf(page, "What's inside");
  await expect(facts.getByText("None of the nine major allergens.")).toBeVisible();
  await expect(facts.getByText(/^Contains:/)).toHaveCount(0);
  await expect(facts.getByRole("list", { name: "Suits these diets" })).toContainText("Gluten-free");
  // Gelatine: not vegetarian, whatever else it suits.
  await expect(facts.getByRole("list", { name: "Suits these diets" })).not.toContainText("Vegetarian");
});

test("in Spanish: Ingredientes, Alérgenos, Información nutricional, in Spanish words", async ({ page }) => {
  await useSpanish(page);
  await useDarkTheme(page);
  await visit(page, POCKY);
  const facts = factsOf(page, "Qué lleva");
  await expect(facts.getByRole("heading", { level: 3 })).toHaveText([
    "Ingredientes",
    "Alérgenos",
    "Información nutricional",
  ]);
  await expect(facts.getByText(/^Harina de trigo, azúcar/)).toBeVisible();
  await expect(facts.getByText("Contiene: Leche, Trigo y Soja")).toBeVisible();
  await expect(facts.getByText(/^Puede contener: /)).toBeVisible();
  await expect(facts.getByRole("list", { name: "Apto para estas dietas" })).toContainText("Vegetariano");
  await expect(facts.getByRole("table")).toContainText("Por 100 g");
  await expect(nutrientRow(page, "Sal")).toContainText("0,6 g");
  await expect(facts.getByText(/^Consulta siempre el envase/)).toBeVisible();
  await expect(page.getByText("En verano viaja con embalaje isotérmico")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("on a 375 px phone", () => {
  useMobileViewport();

  test("the facts fit the screen, the nutrition table included", async ({ page }) => {
    await visit(page, POCKY);
    const facts = factsOf(page, "What's inside");
    await facts.scrollIntoViewIfNeeded();
    await expect(facts.getByRole("heading", { name: "Nutrition facts" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const table = (await facts.getByRole("table").boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(375);
  });
});
