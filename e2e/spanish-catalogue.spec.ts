import { expectNoSeriousA11yViolations } from "./support/axe";
import { purchaseButton } from "./support/cart";
import { expect, test, visit, waitForHydration } from "./support/fixtures";

/**
 * Issue 11: a shopper who switches to Spanish meets the catalogue in Spanish everywhere it is
 * shown (decision 023), and finds it with Spanish words. Names and descriptions are the demo
 * catalogue's (app/db/seed/catalogue/spanish/).
 */

const POCKY_STRAWBERRY = { slug: "pocky-strawberry", en: "Pocky Strawberry", es: "Pocky de fresa" };

test("a shopper who switches to Spanish shops the catalogue in Spanish, from the home page to the checkout", async ({
  page,
}) => {
  // A journey with five accessibility scans.
  test.slow();
  await visit(page, "/");
  await expect(page.getByRole("link", { name: "Japanese Snacks", exact: true }).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await waitForHydration(page);

  // Home: the category cards and the featured products, named and described in Spanish.
  const main = page.getByRole("main");
  const regions = main.getByRole("region", { name: "Explora por región" });
  await expect(regions.getByRole("link", { name: "Snacks japoneses" })).toBeVisible();
  await expect(regions.getByText(/^Clásicos de los konbini de Japón/)).toBeVisible();
  const featured = main.getByRole("region", { name: "Productos destacados" });
  await expect(featured.getByRole("link", { name: "Haribo ositos de oro" })).toBeVisible();
  await expect(featured.getByText("Haribo Goldbears")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A category page.
  await regions.getByRole("link", { name: "Snacks japoneses" }).click();
  await expect(page).toHaveURL(/\/category\/japanese-snacks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Snacks japoneses" })).toBeVisible();
  await expect(main.getByText("Japanese Snacks", { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The product page, and into the cart.
  await main.getByRole("link", { name: POCKY_STRAWBERRY.es }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${POCKY_STRAWBERRY.slug}$`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: POCKY_STRAWBERRY.es })).toBeVisible();
  await expect(
    main.getByText(/^Palitos de galleta crujientes cubiertos de una crema de fresa/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await purchaseButton(page, "Añadir al carrito").click();
  await expect(page.getByText(`¡${POCKY_STRAWBERRY.es} añadido al carrito!`)).toBeVisible();

  // The cart panel names the line in Spanish, and so does the checkout's summary.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Carrito, / })
    .click();
  const panel = page.getByRole("dialog", { name: /Carrito de compras/ });
  await expect(panel.getByRole("link", { name: POCKY_STRAWBERRY.es })).toBeVisible();
  await panel.getByRole("link", { name: "Finalizar compra" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole("region", { name: "Resumen del pedido" });
  await expect(summary.getByText(POCKY_STRAWBERRY.es, { exact: true })).toBeVisible();
  await expect(summary.getByText(POCKY_STRAWBERRY.en)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Spanish words find Spanish content: "galletas" finds the biscuits, accents and case aside.
  for (const query of ["galletas", "GALLETÁS"]) {
    const search = page.getByRole("banner").getByRole("combobox", { name: "Buscar productos" });
    await search.fill(query);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}$`));
    for (const name of ["Galletas Lotus Biscoff", "Galletas de mantequilla Leibniz", "Galletas Parle-G"])
      await expect(main.getByRole("link", { name }), `${query}: ${name}`).toBeVisible();
  }
  // The cart's toast leaves by fading out: axe would judge the contrast of a halfway colour.
  await expect(page.getByText(`¡${POCKY_STRAWBERRY.es} añadido al carrito!`)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});
