import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { purchaseButton } from "./support/cart";
import { expect, expectNoHorizontalOverflow, test, useMobileViewport, visit } from "./support/fixtures";

// Demo catalogue products with the traits each test needs (app/db/seed/catalogue).
const TWINKIES = "/product/hostess-twinkies"; // 3 images, 5 reviews averaging 4.2, 45 in stock
const MUSCAT = "/product/kasugai-muscat-gummy"; // 3 in stock
const BLACK_THUNDER = "/product/black-thunder"; // the one active product out of stock
const VALRHONA = "/product/valrhona-guanaja-70"; // no reviews, 4 in stock

const mainImage = (page: Page, name: string) => page.getByRole("img", { name, exact: true });
/** The purchase panel's button (the cards of "Pairs well with", further down, have their own). */
const quantity = (page: Page) => page.getByRole("group", { name: "Quantity" }).getByRole("status");

/** The review dates as the page lists them, as timestamps. */
async function reviewTimes(page: Page): Promise<number[]> {
  const reviews = page.getByRole("region", { name: "Customer Reviews" });
  const datetimes = await reviews
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  return datetimes.map((datetime) => Date.parse(datetime));
}

test.describe("product page", () => {
  test("shows the product's facts, purchase controls and reviews newest first, accessibly", async ({
    page,
  }) => {
    const response = await visit(page, TWINKIES);
    expect(response.status()).toBe(200);
    await expect(page).toHaveTitle("Twinkies | Sweet Trip");

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(breadcrumb.getByText("Twinkies")).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("heading", { level: 1, name: "Twinkies" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("Hostess", { exact: true })).toBeVisible();
    await expect(main.getByText("From United States")).toBeVisible();
    await expect(main.getByRole("img", { name: "Rated 4.2 out of 5" }).first()).toBeVisible();
    await expect(main.getByText("(5 reviews)").first()).toBeVisible();
    await expect(main.getByText("$5.99")).toBeVisible();
    await expect(main.getByText("385 g")).toBeVisible();
    await expect(main.getByText("In Stock", { exact: true })).toBeVisible();
    for (const promise of ["Free shipping over $60", "Authentic products", "30-day returns"]) {
      await expect(main.getByText(promise)).toBeVisible();
    }
    // Signed out: no heart (but on the cards of "Pairs well with", which ask to sign in).
    const pairs = page.getByRole("region", { name: "Pairs well with" });
    await expect(page.getByRole("button", { name: "Add to wishlist" })).toHaveCount(
      await pairs.getByRole("button", { name: "Add to wishlist" }).count(),
    );

    await expect(page.getByRole("heading", { level: 2, name: "Customer Reviews" })).toBeVisible();
    await expect(main.getByText("Verified purchase").first()).toBeVisible();
    const times = await reviewTimes(page);
    expect(times).toHaveLength(5);
    // The page's language first (issue 27 item 6): three in English, then two marked as written in
    // Spanish, each group newest first.
    await expect(main.getByText("Review written in Spanish")).toHaveCount(2);
    for (const group of [times.slice(0, 3), times.slice(3)]) {
      expect(group).toEqual([...group].sort((a, b) => b - a));
    }

    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });

  test("a thumbnail shows its image in the main view", async ({ page }) => {
    await visit(page, TWINKIES);
    await expect(mainImage(page, "Twinkies")).toHaveAttribute("src", /hostess-twinkies-1\.svg$/);
    const second = page.getByRole("button", { name: "Show image 2 of 3" });
    await expect(page.getByRole("button", { name: "Show image 1 of 3" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await second.click();
    await expect(mainImage(page, "Twinkies")).toHaveAttribute("src", /hostess-twinkies-2\.svg$/);
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Show image 1 of 3" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("the quantity stays between 1 and the stock", async ({ page }) => {
    await visit(page, MUSCAT);
    await expect(page.getByText("Only 3 left")).toBeVisible();
    const decrease = page.getByRole("button", { name: "Decrease quantity" });
    const increase = page.getByRole("button", { name: "Increase quantity" });

    await expect(quantity(page)).toHaveText("1");
    await expect(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    await expect(quantity(page)).toHaveText("3");
    await expect(increase).toBeDisabled();
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(quantity(page)).toHaveText("2");
    await expect(increase).toBeEnabled();
  });

  test("Add to Cart adds the chosen quantity, updates the header count and confirms", async ({ page }) => {
    await visit(page, TWINKIES);
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await purchaseButton(page).click();

    await expect(page.getByText("Twinkies added to cart!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cart, 2 items" })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("sweet-trip-cart"));
    expect(JSON.parse(stored ?? "{}").state.items).toMatchObject([{ slug: "hostess-twinkies", quantity: 2 }]);
  });

  test("adding more than the stock, counting the cart, says how many are available", async ({ page }) => {
    await visit(page, MUSCAT);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await purchaseButton(page).click();
    await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();

    await purchaseButton(page).click();
    await expect(page.getByText("Only 3 items available")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
  });

  test("an out-of-stock product says so and cannot be added", async ({ page }) => {
    await visit(page, BLACK_THUNDER);
    await expect(page.getByRole("heading", { level: 1, name: "Black Thunder" })).toBeVisible();
    // Issue 27 item 3: the disabled button reads "Out of Stock", with "Notify me" beside it.
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(
      page.getByRole("link", { name: "Notify me when Black Thunder is back in stock" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  test("a product without reviews shows a rating of 0 and the empty state", async ({ page }) => {
    await visit(page, VALRHONA);
    await expect(page.getByText("Only 4 left")).toBeVisible();
    await expect(page.getByText("(0 reviews)")).toBeVisible();
    await expect(page.getByText("No reviews yet")).toBeVisible();
    expect(await reviewTimes(page)).toEqual([]);
  });

  test("shows a skeleton while a client-side navigation loads another product", async ({ page }) => {
    await visit(page, TWINKIES);
    // State of this page that the next product must not inherit.
    await page.getByRole("button", { name: "Show image 2 of 3" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity(page)).toHaveText("2");
    // Hold the next product's data until the skeleton has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/product\/kasugai-muscat-gummy\.data/, async (route) => {
      await held;
      await route.continue();
    });

    // No link on this page leads to another product yet: the router's own navigate stands in
    // for one (it is what a <Link> calls). Not awaited: it resolves only once the data is in.
    await page.evaluate(() => {
      const { __reactRouterDataRouter: router } = window as unknown as {
        __reactRouterDataRouter: { navigate(to: string): Promise<void> };
      };
      void router.navigate("/product/kasugai-muscat-gummy");
    });
    await expect(page.getByRole("status").filter({ hasText: "Loading product…" })).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Kasugai Muscat Gummy" })).toBeVisible();
    await expect(page.getByText("Loading product…")).toHaveCount(0);
    await expect(quantity(page)).toHaveText("1");
    await expect(mainImage(page, "Kasugai Muscat Gummy")).toHaveAttribute(
      "src",
      /kasugai-muscat-gummy-1\.svg$/,
    );
  });

  for (const path of ["/product/no-such-candy", "/product/kit-kat-sakura-matcha"]) {
    test(`${path} (unknown or inactive) answers 404 with the not-found page`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(new RegExp(`status of 404 \\(Not Found\\) \\(http://[^)]*${path}:`));
      const response = await visit(page, path);
      expect(response.status()).toBe(404);
      await expect(page.getByText("Oops! Page Not Found")).toBeVisible();
      await expect(page).toHaveTitle("Page Not Found | Sweet Trip");
    });
  }

  test("the server's HTML carries the canonical link, Open Graph tags and a Product JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(TWINKIES);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/\bpublic\b/);
    const html = await response.text();
    const url = `${baseURL}${TWINKIES}`;

    expect(html).toContain("<title>Twinkies | Sweet Trip</title>");
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="og:title" content="Twinkies | Sweet Trip"/>');
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="${baseURL}/images/products/hostess-twinkies-1.svg"/>`,
    );
    expect(html).toMatch(/<meta name="description" content="Golden sponge cakes[^"]*"\/>/);

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? "null")).toMatchObject({
      "@type": "Product",
      name: "Twinkies",
      brand: { name: "Hostess" },
      offers: {
        "@type": "Offer",
        price: "5.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url,
      },
      aggregateRating: { ratingValue: 4.2, reviewCount: 5 },
    });

    const soldOut = await (await request.get(BLACK_THUNDER)).text();
    expect(soldOut).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  test("the reviews, which hydrate after the page's first scripts, are in place in the server's HTML", async ({
    request,
  }) => {
    // Not moved to the end of the document for a script to show (decision 029): crawlers and
    // browsers without JavaScript read them where they are.
    const html = await (await request.get(TWINKIES)).text();
    const reviews = html.indexOf('<h2 id="reviews-heading"');
    expect(reviews).toBeGreaterThan(0);
    expect(reviews).toBeLessThan(html.indexOf("<footer"));
  });
});

test.describe("product page in Spanish", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "site-lang", value: "es", url: baseURL! }]);
  });

  test("speaks Spanish, from the server's first HTML on", async ({ page }) => {
    await visit(page, TWINKIES);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Twinkies | Sweet Trip");
    const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toBeVisible();
    await expect(breadcrumb.getByRole("link", { name: "Productos" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("Origen: Estados Unidos")).toBeVisible();
    await expect(main.getByText("4,2", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("(5 reseñas)").first()).toBeVisible();
    await expect(main.getByText("En stock", { exact: true })).toBeVisible();
    await expect(main.getByText("Devoluciones en 30 días")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Opiniones de clientes" })).toBeVisible();
    // Dates in Spanish: "14 de octubre de 2026".
    await expect(main.locator("time").first()).toHaveText(/^\d{1,2} de \p{L}+ de \d{4}$/u);

    await page.getByRole("button", { name: "Mostrar imagen 3 de 3" }).click();
    await expect(mainImage(page, "Twinkies")).toHaveAttribute("src", /hostess-twinkies-3\.svg$/);
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await purchaseButton(page, "Añadir al carrito").click();
    await expect(page.getByText("¡Twinkies añadido al carrito!")).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test("the catalogue's own words are Spanish: name, description, category and the page's meta", async ({
    page,
  }) => {
    await visit(page, "/product/pocky-strawberry");
    await expect(page.getByRole("heading", { level: 1, name: "Pocky de fresa" })).toBeVisible();
    await expect(
      page.getByText(/^Palitos de galleta crujientes cubiertos de una crema de fresa/),
    ).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /crema de fresa/);

    await page.goto("/category/japanese-snacks");
    await expect(page.getByRole("heading", { level: 1, name: "Snacks japoneses" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pocky de fresa" })).toBeVisible();
  });

  test("stock messages and the empty reviews state are Spanish too", async ({ page }) => {
    await visit(page, BLACK_THUNDER);
    // The stock line, and the disabled button that says it too (issue 27 item 3).
    await expect(page.getByRole("paragraph").filter({ hasText: /^Agotado$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Agotado" })).toBeDisabled();

    await visit(page, MUSCAT);
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await purchaseButton(page, "Añadir al carrito").click();
    await purchaseButton(page, "Añadir al carrito").click();
    await expect(page.getByText("Solo hay 3 unidades disponibles")).toBeVisible();

    await visit(page, VALRHONA);
    await expect(page.getByText("Solo quedan 4")).toBeVisible();
    await expect(page.getByText("Todavía no hay opiniones")).toBeVisible();
  });
});

test.describe("product page on a 375 px phone", () => {
  useMobileViewport();

  test("fits the screen, switches images, adds to the cart and stays accessible", async ({ page }) => {
    await visit(page, TWINKIES);
    await expectNoHorizontalOverflow(page);
    await expect(page.getByRole("heading", { level: 1, name: "Twinkies" })).toBeVisible();

    await page.getByRole("button", { name: "Show image 2 of 3" }).click();
    await expect(mainImage(page, "Twinkies")).toHaveAttribute("src", /hostess-twinkies-2\.svg$/);

    await purchaseButton(page).click();
    await expect(page.getByText("Twinkies added to cart!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });

  test("the out-of-stock product and the empty reviews fit too", async ({ page }) => {
    await visit(page, BLACK_THUNDER);
    await expectNoHorizontalOverflow(page);
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await visit(page, VALRHONA);
    await expectNoHorizontalOverflow(page);
    await expect(page.getByText("No reviews yet")).toBeVisible();
  });
});
