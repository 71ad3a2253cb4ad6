import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cartButton, productCard } from "./support/cart";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

// The demo catalogue (app/db/seed/catalogue): 135 active products, 13 featured, 16 new, five
// Glico products (four Pocky and Pretz), and Black Thunder, the one active product out of stock.
const ACTIVE = 135;
const FIRST_BY_NAME = "7D Dried Mangoes";

const main = (page: Page) => page.getByRole("main");
const cards = (page: Page) => main(page).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading").allTextContents();
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

/** The prices of the cards shown, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .getByText(/^\$\d+\.\d{2}$/)
    .allTextContents();
  return texts.map(dollars);
}

const isAscending = (prices: number[]) =>
  prices.every((price, index) => index === 0 || price >= prices[index - 1]!);

test.describe("product list", () => {
  test("shows every active product, sorted by name, 24 a page, accessibly in light and dark", async ({
    page,
  }) => {
    const response = await visit(page, "/products");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/public/);
    await expect(page).toHaveTitle("All Products | Sweet Trip");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    expect((await cardNames(page))[0]).toBe(FIRST_BY_NAME);
    await expect(page.getByLabel("Sort By")).toHaveValue("name-asc");

    // Each card: image, name linking to the product, brand, real rating, price, actions.
    const first = productCard(page, FIRST_BY_NAME);
    await expect(first.getByRole("link", { name: FIRST_BY_NAME })).toHaveAttribute(
      "href",
      "/product/7d-dried-mangoes",
    );
    await expect(first.getByText("7D", { exact: true })).toBeVisible();
    await expect(first.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    await expect(first.getByText(/^\(\d+ reviews?\)$/)).toBeVisible();
    await expect(first.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(first.getByRole("button", { name: "Add to wishlist" })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });

  test("sort and price filter go into the URL, the server applies them, Back restores", async ({ page }) => {
    await visit(page, "/products");

    await page.getByLabel("Sort By").selectOption({ label: "Price Low to High" });
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeVisible();
    await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);

    await page.getByLabel("Max").fill("3");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/products\?max=3&sort=price-asc$/);
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeHidden();
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price) => price <= 3) && isAscending(prices);
      })
      .toBe(true);

    // Back changes the address at once and loads afterwards: wait for the count to return.
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeVisible();
    await expect(page.getByLabel("Max")).toHaveValue("100");
    await expect(page.getByLabel("Sort By")).toHaveValue("price-asc");

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByLabel("Sort By")).toHaveValue("name-asc");
    await expect(cards(page).first().getByRole("heading")).toHaveText(FIRST_BY_NAME);
  });

  test("a shared link shows the same filtered list; brand filter; Clear All Filters resets", async ({
    page,
  }) => {
    await visit(page, "/products?min=1&max=50&sort=price-desc");
    await expect(page.getByLabel("Min")).toHaveValue("1");
    await expect(page.getByLabel("Sort By")).toHaveValue("price-desc");

    const brands = page.getByRole("group", { name: "Brands" });
    // A long list shows the brands most products carry until Show all; then every one of them.
    await expect(brands.getByRole("checkbox")).toHaveCount(8);
    const showAll = brands.getByRole("button", { name: /^Show all \(\d+\)$/ });
    const all = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
    expect(all).toBeGreaterThan(8);
    await showAll.click();
    await expect(brands.getByRole("checkbox")).toHaveCount(all);
    await expect(brands.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
    await brands.getByRole("checkbox", { name: /^Glico/ }).check();
    await expect(page).toHaveURL(/brand=Glico/);
    await expect(main(page).getByText("5 products found")).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    // Choosing a brand keeps the other brands available to add.
    await expect(brands.getByRole("checkbox", { name: /^Haribo/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "Origin Country" }).getByRole("checkbox")).toHaveCount(1);

    // Beside the chips (issue 28); the panel has its own at its end.
    await main(page).getByRole("link", { name: "Clear All Filters" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeVisible();
    await expect(page.getByLabel("Min")).toHaveValue("0");
    await expect(page.getByLabel("Max")).toHaveValue("100");
    await expect(page.getByLabel("Sort By")).toHaveValue("name-asc");
    await expect(brands.getByRole("checkbox", { name: /^Glico/ })).not.toBeChecked();
  });

  test("the grid/list toggle lives in the URL", async ({ page }) => {
    await visit(page, "/products");
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");

    await list.click();
    await expect(page).toHaveURL(/layout=list/);
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    // One card per row: the second card sits below the first.
    const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);

    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("more than 24 results are paginated", async ({ page }) => {
    await visit(page, "/products");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect((await cardNames(page))[0]).not.toBe(FIRST_BY_NAME);
    await expect(cards(page)).toHaveCount(24);
  });

  test("shows Loading... and 8 skeleton cards while the next list loads", async ({ page }) => {
    await visit(page, "/products");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/products\.data/, async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel("Sort By").selectOption("newest");
    await expect(main(page).getByText("Loading...")).toBeVisible();
    await expect(main(page).locator('[aria-busy="true"] > *')).toHaveCount(8);
    release();
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
  });

  test("/featured and /new-arrivals choose their view by the path", async ({ page }) => {
    await visit(page, "/featured");
    await expect(page).toHaveTitle("Featured Products | Sweet Trip");
    await expect(page.getByRole("heading", { level: 1, name: "Featured Products" })).toBeVisible();
    await expect(main(page).getByText("13 products found")).toBeVisible();
    await expect(cards(page).getByText("Featured", { exact: true })).toHaveCount(13);

    await visit(page, "/new-arrivals");
    await expect(page.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();
    await expect(main(page).getByText("16 products found")).toBeVisible();
  });

  test("?search= titles the list and shows the spec's empty message", async ({ page }) => {
    await visit(page, "/products?search=poky");
    await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "poky"' })).toBeVisible();
    // The typo finds what the word finds: the Pockys, and a product whose description names them.
    const found = await cardNames(page);
    expect(found.filter((name) => name.startsWith("Pocky")).length).toBeGreaterThanOrEqual(4);
    await visit(page, "/products?search=pocky");
    expect(await cardNames(page)).toEqual(found);

    await visit(page, "/featured?max=0.5");
    await expect(main(page).getByText("No featured products found.")).toBeVisible();
    // Below it, why: here the price filter.
    await expect(main(page).getByText("Widen the price range or clear some filters.")).toBeVisible();
    await visit(page, "/new-arrivals?min=50&max=2");
    await expect(main(page).getByText("No new arrivals found.")).toBeVisible();
    await expect(main(page).getByText("The minimum price is above the maximum.")).toBeVisible();
  });
});

test.describe("product card actions", () => {
  test("Add to Cart adds the product: toast and the header's count", async ({ page }) => {
    await visit(page, "/products");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");

    await productCard(page, FIRST_BY_NAME).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`${FIRST_BY_NAME} added to cart!`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  });

  // Issue 27 item 3: no buyable-looking button any more, but a disabled "Out of Stock" and "Notify me".
  test("an out-of-stock product is refused", async ({ page }) => {
    await visit(page, "/search?q=Black%20Thunder");
    const blackThunder = productCard(page, "Black Thunder");
    await expect(blackThunder.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(blackThunder.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(
      blackThunder.getByRole("link", { name: "Notify me when Black Thunder is back in stock" }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("the heart asks a signed-out visitor to sign in", async ({ page }) => {
    await visit(page, "/featured");
    await cards(page).first().getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByText("Please sign in to add to wishlist")).toBeVisible();
  });

  test("the card links to its product page", async ({ page }) => {
    await visit(page, "/products");
    await productCard(page, FIRST_BY_NAME).getByRole("link", { name: FIRST_BY_NAME }).click();
    await expect(page).toHaveURL(/\/product\/7d-dried-mangoes$/);
    await expect(page.getByRole("heading", { level: 1, name: FIRST_BY_NAME })).toBeVisible();
  });
});

test.describe("categories", () => {
  test("/categories lists every category in name order, each leading to its page", async ({ page }) => {
    const response = await visit(page, "/categories");
    expect(response.headers()["cache-control"]).toMatch(/public/);
    await expect(page.getByRole("heading", { level: 1, name: "Explore Categories" })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      "American Favorites",
      "Chocolate Collection",
      "European Delights",
      "Exotic International",
      "Japanese Snacks",
      "Korean Treats",
    ]);
    await expect(main(page).getByText("Explore Collection")).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);

    await main(page).getByRole("link", { name: "Japanese Snacks" }).click();
    await expect(page).toHaveURL(/\/category\/japanese-snacks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Japanese Snacks" })).toBeVisible();
  });

  test("a category page: heading, description, count and its products", async ({ page }) => {
    const response = await visit(page, "/category/korean-treats");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/public/);
    await expect(page).toHaveTitle("Korean Treats | Sweet Trip");
    await expect(page.getByRole("heading", { level: 1, name: "Korean Treats" })).toBeVisible();
    const count = main(page).getByText(/^\d+ products available$/);
    await expect(count).toBeVisible();
    await expect(cards(page)).toHaveCount(dollars((await count.textContent()) ?? ""));
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown category answers 404 with Category Not Found", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404 \(Not Found\) \(http:\/\/[^)]*\/category\/no-such-category:/);
    const response = await visit(page, "/category/no-such-category");
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("search", () => {
  test("the header's search finds Pocky for 'poky'", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("banner").getByRole("combobox", { name: "Search products" }).fill("poky");
    await page.getByRole("banner").getByRole("combobox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=poky$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    await expect(main(page).getByText('Results for: "poky"')).toBeVisible();
    await expect(main(page).getByText(/^\d+ products? found$/)).toBeVisible();
    expect((await cardNames(page))[0]).toMatch(/^Pocky/);
    await expectNoSeriousA11yViolations(page);
  });

  test("nothing found: the spec's empty message", async ({ page }) => {
    const response = await visit(page, "/search?q=zzzzqqq");
    expect(response.headers()["cache-control"]).toMatch(/public/);
    await expect(main(page).getByText('No products found for "zzzzqqq"')).toBeVisible();
    await expect(
      main(page).getByText("Check the spelling, or try a brand, a flavour or a country."),
    ).toBeVisible();
    await expect(main(page).getByText("0 products found")).toBeVisible();
  });

  test("without a query: Start your search", async ({ page }) => {
    for (const path of ["/search", "/search?q=%20%20"]) {
      await visit(page, path);
      await expect(main(page).getByText("Start your search")).toBeVisible();
      await expect(
        main(page).getByText("Enter keywords to find your favorite international candies."),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("hostile input gives results or the empty message, never an error", async ({ page }) => {
    for (const input of [`'; DROP TABLE products; -- "%\\`, "100% 🍫", "!!!", "x".repeat(1000)]) {
      const response = await visit(page, `/search?q=${encodeURIComponent(input)}`);
      expect(response.status(), input.slice(0, 30)).toBe(200);
      await expect(main(page).getByText(/^\d+ products? found$/)).toBeVisible();
      await expect(page.getByText("Something went wrong.")).toHaveCount(0);
    }
    // The catalogue is still there.
    await visit(page, "/products");
    await expect(main(page).getByText(`${ACTIVE} products found`)).toBeVisible();
  });
});

test.describe("in Spanish", () => {
  test("the list, its controls and messages", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/products");
    await expect(page.getByRole("heading", { level: 1, name: "Todos los productos" })).toBeVisible();
    await expect(main(page).getByText(`${ACTIVE} productos encontrados`)).toBeVisible();
    await page.getByLabel("Ordenar por").selectOption({ label: "Precio: de mayor a menor" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page.getByRole("button", { name: "Vista de lista" })).toBeVisible();

    // The countries are named in Spanish and listed in the order of those names.
    const countries = page.getByRole("group", { name: "País de origen" });
    await countries.getByRole("button", { name: /^Ver todo/ }).click();
    const names = await countries
      .getByRole("checkbox")
      .evaluateAll((boxes) =>
        boxes.map((box) => box.closest("label")?.querySelector("span")?.textContent ?? ""),
      );
    expect(names).toContain("Japón");
    expect(names).toEqual([...names].sort(new Intl.Collator("es").compare));

    await cards(page).first().getByRole("button", { name: "Añadir a la lista de deseos" }).click();
    await expect(page.getByText("Inicia sesión para añadir a tu lista de deseos")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("category, categories and search", async ({ page, consoleGuard }) => {
    await useSpanish(page);
    await visit(page, "/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Explorar categorías" })).toBeVisible();
    await expect(main(page).getByText("Explorar colección")).toHaveCount(6);

    await visit(page, "/category/japanese-snacks");
    await expect(main(page).getByText(/^\d+ productos disponibles$/)).toBeVisible();

    consoleGuard.allow(/status of 404 \(Not Found\)/);
    const response = await visit(page, "/category/nada");
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Categoría no encontrada" })).toBeVisible();

    await visit(page, "/search?q=zzzzqqq");
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de búsqueda" })).toBeVisible();
    await expect(main(page).getByText('No se encontraron productos para "zzzzqqq"')).toBeVisible();
    await visit(page, "/search");
    await expect(main(page).getByText("Empieza tu búsqueda")).toBeVisible();
  });
});

test.describe("on a 375 px phone", () => {
  useMobileViewport();

  test("the filter panel is collapsed behind its button; two cards a row", async ({ page }) => {
    await visit(page, "/products");
    await expectNoHorizontalOverflow(page);
    const toggle = page.getByRole("button", { name: "Show filters" });
    await expect(page.getByLabel("Sort By")).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Issue 28: the panel opens as a sheet over the list, closed by its own button.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Sort By").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Close filters" }).click();
    await expect(page.getByLabel("Sort By")).toBeHidden();

    // Two compact cards side by side (issue 27 item 1; one column only under about 360 px).
    const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  });

  test("category, categories and search fit the screen", async ({ page }) => {
    for (const path of ["/categories", "/category/chocolate-collection", "/search?q=chocolate", "/search"]) {
      await visit(page, path);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
