import { expect, test, visit } from "./support/fixtures";

/** Decision 024: every page has an address per language, named in its <head> and the sitemap. */

test("?lang=es shows a page in Spanish to a visitor without a cookie, names both versions, and keeps Spanish after", async ({
  page,
  baseURL,
}) => {
  await visit(page, "/products?lang=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Todos los productos" })).toBeVisible();
  const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(alternate("es")).toHaveAttribute("href", /\/products\?lang=es$/);
  await expect(alternate("en")).toHaveAttribute("href", /\/products$/);
  await expect(alternate("x-default")).toHaveAttribute("href", /\/products$/);

  // The list names itself as canonical in its language, whatever the visitor sorted it by.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?lang=es$/);

  // Following a Spanish address chose Spanish: the next page, without ?lang=, stays Spanish.
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain("site-lang=es");
  await page.getByRole("navigation").getByRole("link", { name: "Categorías" }).first().click();
  await expect(page).toHaveURL(`${baseURL}/categories`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("a product's Spanish address has its own canonical, and the picker leaves it for the English one", async ({
  page,
  baseURL,
}) => {
  await visit(page, "/product/pocky-strawberry?lang=es");
  await expect(page.getByRole("heading", { level: 1, name: "Pocky de fresa" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/product\/pocky-strawberry\?lang=es$/,
  );

  await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
  await expect(page).toHaveURL(`${baseURL}/product/pocky-strawberry`);
  await expect(page.getByRole("heading", { level: 1, name: "Pocky Strawberry" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/product\/pocky-strawberry$/);
});

test("a category's Spanish address shows and describes it in Spanish: its description, meta and JSON-LD", async ({
  page,
}) => {
  await visit(page, "/category/japanese-snacks?lang=es");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Snacks japoneses" })).toBeVisible();
  await expect(main.getByText(/^Clásicos de los konbini de Japón/)).toBeVisible();
  await expect(main.getByText(/^Konbini classics from Japan/)).toHaveCount(0);

  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Clásicos de los konbini de Japón/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/category\/japanese-snacks\?lang=es$/,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_ES");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(jsonLd).toMatchObject({
    "@type": "CollectionPage",
    name: "Snacks japoneses",
    description: expect.stringMatching(/^Clásicos de los konbini de Japón/),
    url: expect.stringMatching(/\/category\/japanese-snacks\?lang=es$/),
    breadcrumb: {
      itemListElement: [{ name: "Inicio" }, { name: "Categorías" }, { name: "Snacks japoneses" }],
    },
  });
});

test("the sitemap lists every page in both languages", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/product/pocky-strawberry?lang=es</loc>");
  expect(xml).toMatch(/hreflang="es" href="[^"]*\/category\/japanese-snacks\?lang=es"/);
});

test("the home page's Spanish address is its canonical, and describes the shop and its search in Spanish", async ({
  page,
}) => {
  await visit(page, "/?lang=es");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/\?lang=es$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Descubre dulces/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(jsonLd).toMatchObject({ "@type": "WebSite", inLanguage: "es" });
  expect(jsonLd.potentialAction.target).toMatch(/\/search\?lang=es&q=\{search_term_string\}$/);
});
