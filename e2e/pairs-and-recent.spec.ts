import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cartButton, HI_CHEW, UMAIBO, visitWithCart } from "./support/cart";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * "Pairs well with" on a product page and under the cart's free-shipping hint (decision 072), and
 * "Recently viewed", kept in the browser alone (decision 073): the pages around them stay shared.
 */

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cardNames = (page: Page, name: string) =>
  region(page, name).getByRole("article").getByRole("heading").allTextContents();
const viewedNames = (page: Page, name = "Recently viewed") =>
  region(page, name).getByRole("listitem").getByRole("link");

test("a product page shows up to 8 products that pair well with it, each leading to its page", async ({
  page,
}) => {
  await visit(page, `/product/${UMAIBO.slug}`);
  const pairs = region(page, "Pairs well with");
  await expect(pairs.getByRole("article").first()).toBeVisible();
  const names = await cardNames(page, "Pairs well with");
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(8);
  expect(names).not.toContain(UMAIBO.name);
  expect(new Set(names).size).toBe(names.length);

  const first = names[0]!;
  await pairs.getByRole("link", { name: first, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("Recently viewed: the products this browser opened, newest first, on product pages and the cart", async ({
  page,
}) => {
  // Never drawn by the server: the shared page has no such section.
  const served = await (await page.request.get(`/product/${HI_CHEW.slug}`)).text();
  expect(served).not.toContain("Recently viewed");

  await visit(page, `/product/${UMAIBO.slug}`);
  // Nothing opened before: no empty section.
  await expect(region(page, "Recently viewed")).toHaveCount(0);
  await visit(page, "/product/pocky-chocolate");
  const pocky = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await visit(page, `/product/${HI_CHEW.slug}`);
  // The product shown is left out of its own page's row.
  await expect(viewedNames(page)).toHaveCount(2);
  await expect(viewedNames(page).nth(0)).toContainText(pocky);
  await expect(viewedNames(page).nth(1)).toContainText(UMAIBO.name);
  await expect(viewedNames(page).nth(1)).toContainText("$0.99");

  // Opening one again moves it first; the cart page shows all three.
  await viewedNames(page).nth(1).click();
  await expect(page.getByRole("heading", { level: 1, name: UMAIBO.name })).toBeVisible();
  await expect(viewedNames(page).nth(0)).toContainText(HI_CHEW.name);
  await visit(page, "/cart");
  await expect(viewedNames(page)).toHaveCount(3);
  await expect(viewedNames(page).nth(0)).toContainText(UMAIBO.name);
  await expect(viewedNames(page).nth(1)).toContainText(HI_CHEW.name);
  await expect(viewedNames(page).nth(2)).toContainText(pocky);
  await expectNoSeriousA11yViolations(page);
});

test("the cart page and panel suggest products under the free-shipping hint; one click adds one", async ({
  page,
}) => {
  await visitWithCart(page, "/cart", [{ ...UMAIBO, quantity: 1 }]);
  const summary = page.getByRole("main");
  await expect(summary.getByText("Add $59.01 more for free shipping!")).toBeVisible();
  // No treat costs $59.01: these only bring the cart closer, and say so.
  await expect(summary.getByText("These bring you closer:")).toBeVisible();
  const adds = summary.getByRole("button", { name: /^Add to Cart: / });
  const count = await adds.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(2);
  // The hint comes first, the suggestions under it.
  const hint = (await summary.getByText("Add $59.01 more for free shipping!").boundingBox())!;
  expect((await adds.first().boundingBox())!.y).toBeGreaterThan(hint.y);

  const suggested = (await adds.first().getAttribute("aria-label"))!.replace("Add to Cart: ", "");
  expect(suggested).not.toBe(UMAIBO.name);
  await adds.first().click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  await expect(page.getByRole("main").getByRole("link", { name: suggested }).first()).toBeVisible();
  await expect(summary.getByText("Add $59.01 more for free shipping!")).toHaveCount(0);

  // The panel (on any other page) says the same under its hint.
  await visit(page, `/product/${UMAIBO.slug}`);
  await cartButton(page).click();
  const panel = page.getByRole("dialog", { name: /Shopping Cart/ });
  await expect(panel.getByText(/^Add \$[\d.]+ more for free shipping!$/)).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Add to Cart: / }).first()).toBeVisible();
});

test("suggestions that each get the cart to free shipping say so", async ({ page }) => {
  // 12 × $4.49 = $53.88: $6.12 to go.
  await visitWithCart(page, "/cart", [{ ...HI_CHEW, quantity: 12 }]);
  const main = page.getByRole("main");
  await expect(main.getByText("Add $6.12 more for free shipping!")).toBeVisible();
  await expect(main.getByText("These would get you there:")).toBeVisible();
  const suggestions = main
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Add to Cart: / }) });
  const prices = await suggestions.getByText(/^\$\d+\.\d{2}$/).allTextContents();
  expect(prices.length).toBeGreaterThanOrEqual(1);
  for (const price of prices) expect(Number(price.slice(1))).toBeGreaterThanOrEqual(6.12);
});

test("no suggestions once the cart ships free", async ({ page }) => {
  await visitWithCart(page, "/cart", [
    { ...HI_CHEW, quantity: 12 },
    { ...UMAIBO, quantity: 12 },
  ]);
  await expect(page.getByRole("main").getByText("You qualify for free shipping!")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add to Cart: / })).toHaveCount(0);
});

test.describe("in Spanish", () => {
  test("Combina bien con, Vistos recientemente and the cart's Con estos te acercas", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/product/pocky-chocolate");
    await expect(region(page, "Combina bien con").getByRole("article").first()).toBeVisible();
    await visit(page, `/product/${HI_CHEW.slug}`);
    await expect(viewedNames(page, "Vistos recientemente")).toHaveCount(1);
    await visitWithCart(page, "/cart", [{ ...UMAIBO, quantity: 1 }]);
    await expect(page.getByText("Con estos te acercas:")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Añadir al carrito: / }).first()).toBeVisible();
    await expect(viewedNames(page, "Vistos recientemente")).toHaveCount(2);
  });
});

test.describe("on a 375 px phone", () => {
  useMobileViewport();

  test("pairs, recently viewed and the cart's suggestions fit the screen", async ({ page }) => {
    await visit(page, "/product/pocky-chocolate");
    await visit(page, `/product/${UMAIBO.slug}`);
    await region(page, "Recently viewed").scrollIntoViewIfNeeded();
    await expect(viewedNames(page)).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await visitWithCart(page, "/cart", [{ ...UMAIBO, quantity: 1 }]);
    await expect(page.getByText("These bring you closer:")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
