import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * The list filters with counts (issue 28, decision 071): Diet, Free from, Availability, Rating,
 * beside Price, Brand and Country, on every list. Each value shows how many products choosing it
 * gives; the chosen ones are chips; the URL holds it all and the server draws it, with or
 * without JavaScript; on a phone the panel is a sheet with "Show N products".
 */

const main = (page: Page) => page.getByRole("main");
const cards = (page: Page) => main(page).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading").allTextContents();
const found = (page: Page) => main(page).getByText(/^\d+ (products?|productos?) (found|encontrados?)$/);
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const box = (page: Page, groupName: string, value: string) =>
  group(page, groupName).getByRole("checkbox", { name: new RegExp(`^${value}\\s*\\d+$`) });
const chips = (page: Page, name: string) =>
  main(page).getByRole("link", { name: new RegExp(`^(Remove filter|Quitar filtro): ${name}$`) });

/** The current URL's query, as an object. */
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The count a filter value shows beside its name. */
async function countOf(checkbox: Locator): Promise<number> {
  const text = await checkbox.evaluate(
    (input) => input.closest("label")?.lastElementChild?.textContent ?? "",
  );
  return Number(text);
}

/** The number in "23 products found". */
async function total(page: Page): Promise<number> {
  return Number((await found(page).textContent())?.match(/\d+/)?.[0]);
}

/** The list has `count` products: said above it, and as many cards (24 a page). */
async function expectListOf(page: Page, count: number) {
  await expect(found(page)).toHaveText(new RegExp(`^${count} `));
  await expect(cards(page)).toHaveCount(Math.min(count, 24));
}

test.describe("on a desktop", () => {
  test("a diet and a free-from narrow the list to the counts they showed; chips remove them; Clear All Filters", async ({
    page,
  }) => {
    await visit(page, "/products");
    const all = await total(page);
    const vegan = box(page, "Diet", "Vegan");
    const veganCount = await countOf(vegan);
    expect(veganCount).toBeGreaterThan(0);
    expect(veganCount).toBeLessThan(all);

    await vegan.check();
    await expect(page).toHaveURL(/\/products\?diet=vegan$/);
    await expectListOf(page, veganCount);
    // A ticked value counts the list it gives; the other groups count within it.
    expect(await countOf(vegan)).toBe(veganCount);

    const peanutFree = box(page, "Free from", "Peanuts");
    const bothCount = await countOf(peanutFree);
    expect(bothCount).toBeGreaterThan(0);
    expect(bothCount).toBeLessThanOrEqual(veganCount);
    await peanutFree.check();
    await expect(page).toHaveURL(/diet=vegan/);
    await expect(page).toHaveURL(/free_from=peanuts/);
    await expectListOf(page, bothCount);
    const filteredNames = await cardNames(page);

    // The chosen filters are chips above the list.
    await expect(chips(page, "Vegan")).toBeVisible();
    await expect(chips(page, "Peanut-free")).toBeVisible();

    // A shared link: the same list, drawn by the server (asked for afresh, without this page's state).
    await visit(page, page.url());
    await expect(box(page, "Diet", "Vegan")).toBeChecked();
    await expect(box(page, "Free from", "Peanuts")).toBeChecked();
    await expectListOf(page, bothCount);
    expect(await cardNames(page)).toEqual(filteredNames);

    // Removing the diet's chip keeps the free-from.
    await chips(page, "Vegan").click();
    await expect(page).toHaveURL(/\/products\?free_from=peanuts$/);
    await expect(chips(page, "Vegan")).toHaveCount(0);
    await expect(box(page, "Diet", "Vegan")).not.toBeChecked();
    await expectListOf(page, await countOf(box(page, "Free from", "Peanuts")));
    expect(await total(page)).toBeGreaterThanOrEqual(bothCount);

    // Clear All Filters (the one beside the chips): the whole catalogue again.
    await main(page).getByRole("link", { name: "Clear All Filters" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expectListOf(page, all);
    await expect(chips(page, "Peanut-free")).toHaveCount(0);
    await expect(box(page, "Free from", "Peanuts")).not.toBeChecked();
  });

  test("availability and rating filter with their counts; a value that gives nothing cannot be chosen", async ({
    page,
  }) => {
    await visit(page, "/products");
    const all = await total(page);
    const inStock = group(page, "Availability").getByRole("checkbox");
    const inStockCount = await countOf(inStock);
    // Black Thunder is out of stock (and other tests' orders may sell out more).
    expect(inStockCount).toBeGreaterThan(0);
    expect(inStockCount).toBeLessThan(all);
    await inStock.check();
    await expect(page).toHaveURL(/in_stock=1/);
    await expectListOf(page, inStockCount);

    const rated = group(page, "Rating").getByRole("checkbox");
    const ratedCount = await countOf(rated);
    await rated.check();
    await expect(page).toHaveURL(/rating=4/);
    await expectListOf(page, ratedCount);
    await expect(chips(page, "4 stars & up")).toBeVisible();
    await expect(chips(page, "In stock only")).toBeVisible();

    // Free from leaves out what may contain it too: a vegan list is not all milk-free.
    await visit(page, "/products?diet=vegan");
    const veganTotal = await total(page);
    const milkFree = box(page, "Free from", "Milk");
    const milkFreeCount = await countOf(milkFree);
    expect(milkFreeCount).toBeLessThanOrEqual(veganTotal);
    await milkFree.check();
    await expectListOf(page, milkFreeCount);
    // Chocolate sticks with wheat in them: wheat-free finds none, so it cannot be ticked.
    await visit(page, "/products?brand=Glico&free_from=wheat");
    await expect(main(page).getByText("0 products found")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(box(page, "Diet", "Vegan")).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("a category page filters within its category", async ({ page }) => {
    await visit(page, "/category/chocolate-collection");
    const inCategory = Number(
      (
        await main(page)
          .getByText(/^\d+ products available$/)
          .textContent()
      )?.match(/\d+/)?.[0],
    );
    const glutenFree = box(page, "Diet", "Gluten-free");
    const count = await countOf(glutenFree);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(inCategory);
    await glutenFree.check();
    await expect(page).toHaveURL(/\/category\/chocolate-collection\?diet=gluten-free$/);
    await expect(cards(page)).toHaveCount(Math.min(count, 24));
    await expect(chips(page, "Gluten-free")).toBeVisible();
    await chips(page, "Gluten-free").click();
    await expect(page).toHaveURL(/\/category\/chocolate-collection$/);
    await expect(cards(page)).toHaveCount(Math.min(inCategory, 24));
  });

  test("search: fact words narrow by the facts, and the filters keep the query and its order", async ({
    page,
  }) => {
    await visit(page, "/products?diet=vegan");
    const vegan = await total(page);
    // A search of only fact words finds every product that suits them.
    await visit(page, "/search?q=vegan");
    expect(await total(page)).toBe(vegan);
    await visit(page, "/search?q=chocolate");
    const chocolate = await total(page);
    // The words with others: the products the others find that suit them, in either language.
    await visit(page, "/search?q=gluten%20free%20chocolate");
    const glutenFreeChocolate = await total(page);
    expect(glutenFreeChocolate).toBeGreaterThan(0);
    expect(glutenFreeChocolate).toBeLessThan(chocolate);
    await visit(page, "/search?q=chocolate%20sin%20gluten");
    expect(await total(page)).toBe(glutenFreeChocolate);
    await visit(page, "/search?q=peanut%20free%20chocolate");
    expect(await total(page)).toBeLessThan(chocolate);

    await visit(page, "/search?q=chocolate");
    // The search's own order (best match first); the panel has no Sort By of its own.
    await expect(page.getByLabel("Sort By")).toHaveCount(1);
    await expect(page.getByLabel("Sort By")).toHaveValue("relevance");
    const peanutFree = box(page, "Free from", "Peanuts");
    const count = await countOf(peanutFree);
    expect(count).toBeLessThan(chocolate);
    await peanutFree.check();
    await expect(page).toHaveURL(/free_from=peanuts/);
    expect(searchParams(page)).toEqual({ q: "chocolate", free_from: "peanuts" });
    await expectListOf(page, count);

    // The order keeps the filter; the filter's chip keeps the query and the order.
    await page.getByLabel("Sort By").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(searchParams(page)).toEqual({ q: "chocolate", free_from: "peanuts", sort: "price-asc" });
    await expectListOf(page, count);
    await chips(page, "Peanut-free").click();
    await expect(page).not.toHaveURL(/free_from/);
    expect(searchParams(page)).toEqual({ q: "chocolate", sort: "price-asc" });
    await expectListOf(page, chocolate);
    await expect(main(page).getByRole("searchbox", { name: "Search for" })).toHaveValue("chocolate");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a GET form: ticked boxes apply with the button, the server draws the list", async ({
    page,
  }) => {
    await page.goto("/products");
    const vegan = box(page, "Diet", "Vegan");
    const veganCount = await countOf(vegan);
    await vegan.check();
    await box(page, "Free from", "Soy").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/diet=vegan/);
    await expect(page).toHaveURL(/free_from=soy/);
    const count = await total(page);
    expect(count).toBeLessThanOrEqual(veganCount);
    // Each ticked value says the number of products found (one value chosen in each group).
    expect(await countOf(box(page, "Diet", "Vegan"))).toBe(count);
    expect(await countOf(box(page, "Free from", "Soy"))).toBe(count);
    await expect(cards(page)).toHaveCount(Math.min(count, 24));
    await expect(chips(page, "Vegan")).toBeVisible();

    // A chip is a plain link.
    await chips(page, "Soy-free").click();
    await expect(page).toHaveURL(/diet=vegan/);
    await expect(page).not.toHaveURL(/free_from/);
    expect(await total(page)).toBe(veganCount);
  });

  test("a shared URL renders the filtered list server-side, in Spanish too", async ({ page }) => {
    await page.goto("/new-arrivals?diet=vegetarian&in_stock=1");
    const count = await total(page);
    expect(count).toBeGreaterThan(0);
    await expect(box(page, "Diet", "Vegetarian")).toBeChecked();
    await expect(group(page, "Availability").getByRole("checkbox")).toBeChecked();
    await expect(chips(page, "Vegetarian")).toBeVisible();
    await expect(chips(page, "In stock only")).toBeVisible();

    await useSpanish(page);
    await page.goto("/new-arrivals?diet=vegetarian&in_stock=1");
    await expect(found(page)).toHaveText(`${count} productos encontrados`);
    await expect(box(page, "Dieta", "Vegetariano")).toBeChecked();
    await expect(chips(page, "Vegetariano")).toBeVisible();
    await expect(chips(page, "Solo con existencias")).toBeVisible();
  });
});

test.describe("in Spanish", () => {
  test("Dieta and Sin narrow the list; chips and Borrar todos los filtros", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/products");
    const all = await total(page);
    const glutenFree = box(page, "Dieta", "Sin gluten");
    const count = await countOf(glutenFree);
    await glutenFree.check();
    await expect(page).toHaveURL(/diet=gluten-free/);
    await expectListOf(page, count);
    const eggFree = box(page, "Sin", "Huevos");
    const both = await countOf(eggFree);
    await eggFree.check();
    await expectListOf(page, both);
    await expect(chips(page, "Sin gluten")).toBeVisible();
    await expect(chips(page, "Sin huevo")).toBeVisible();
    await main(page).getByRole("link", { name: "Borrar todos los filtros" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expectListOf(page, all);
  });
});

test.describe("on a 375 px phone", () => {
  useMobileViewport();

  test("the filters open in a sheet whose button says how many products it shows", async ({ page }) => {
    await visit(page, "/products");
    const all = await total(page);
    await expect(group(page, "Diet")).toBeHidden();
    const opener = page.getByRole("button", { name: "Show filters" });
    await opener.click();
    // A modal sheet: it takes the focus, keeps it, and Escape gives it back.
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Close filters" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(sheet.getByRole("button", { name: /^Show \d+ products?$/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(sheet.getByRole("button", { name: "Close filters" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");

    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const show = page.getByRole("button", { name: /^Show \d+ products?$/ });
    await expect(show).toHaveText(`Show ${all} products`);
    await expectNoHorizontalOverflow(page);

    const vegan = box(page, "Diet", "Vegan");
    const veganCount = await countOf(vegan);
    await vegan.check();
    await expect(page).toHaveURL(/diet=vegan/);
    // The sheet stays open while choosing; its button follows the list.
    await expect(show).toHaveText(`Show ${veganCount} products`);
    const peanutFree = box(page, "Free from", "Peanuts");
    const both = await countOf(peanutFree);
    await peanutFree.check();
    await expect(show).toHaveText(new RegExp(`^Show ${both} products?$`));
    await expectNoSeriousA11yViolations(page);

    await show.click();
    await expect(show).toBeHidden();
    await expectListOf(page, both);
    await expect(chips(page, "Vegan")).toBeVisible();
    // The sheet's button says how many filters are chosen.
    await expect(opener).toHaveAccessibleName("Show filters 2 chosen");
    await expectNoHorizontalOverflow(page);

    await chips(page, "Vegan").click();
    await expect(page).toHaveURL(/\/products\?free_from=peanuts$/);
    await expect(opener).toHaveAccessibleName("Show filters 1 chosen");
    await main(page).getByRole("link", { name: "Clear All Filters" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expectListOf(page, all);
    await expect(opener).toHaveAccessibleName("Show filters");
  });

  test("in Spanish: Ver N productos", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/search?q=chocolate");
    await page.getByRole("button", { name: "Mostrar filtros" }).click();
    const show = page.getByRole("button", { name: /^Ver \d+ productos?$/ });
    await expect(show).toHaveText(`Ver ${await total(page)} productos`);
    const vegetarian = box(page, "Dieta", "Vegetariano");
    const count = await countOf(vegetarian);
    await vegetarian.check();
    await expect(show).toHaveText(new RegExp(`^Ver ${count} productos?$`));
    await show.click();
    await expectListOf(page, count);
    await expect(page).toHaveURL(/q=chocolate/);
    await expect(chips(page, "Vegetariano")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Mostrar filtros/ })).toHaveAccessibleName(
      "Mostrar filtros 1 elegido",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the sheet opens by its link and sends the form with Show products", async ({ page }) => {
      await page.goto("/products");
      await page.getByRole("button", { name: "Show filters" }).click();
      await expect(group(page, "Diet")).toBeVisible();
      const halal = box(page, "Diet", "Halal");
      const count = await countOf(halal);
      await halal.check();
      await page.getByRole("button", { name: /^Show \d+ products$/ }).click();
      await expect(page).toHaveURL(/diet=halal/);
      await expect(found(page)).toHaveText(`${count} products found`);
      await expect(group(page, "Diet")).toBeHidden();
      await expectNoHorizontalOverflow(page);
    });
  });
});
