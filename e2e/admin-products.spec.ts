import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  otherVisitor,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * The back office's products: made, pictured and restocked by the admin, seen at once in the
 * shop. Runs after the other browser tests (playwright.config.ts): a new product changes the
 * catalogue they count.
 */

signedInAsAdmin();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("the admin creates a product with an image; the shop shows it at once, and its stock changes", async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Sour Rainbow Belts ${randomUUID().slice(0, 6)}`;
  await visit(page, "/admin/products");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await field(page, "Name").fill(name);
  await field(page, "Description").fill("Chewy rainbow belts dusted with sour sugar.");
  await field(page, "Brand").fill("Sweet Trip Test");
  await field(page, "Country of origin").fill("United States");
  await field(page, "Category").selectOption({ label: "American Favorites" });
  await field(page, "Price (US$)").fill("3.49");
  await field(page, "Units in stock").fill("12");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product created.")).toBeVisible();

  // A real picture, checked by its bytes and resized by the server.
  const png = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 236, g: 72, b: 153 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "belts.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("Image added.")).toBeVisible();
  const slug = new URL(
    (await page.getByRole("link", { name: "View in the shop" }).getAttribute("href"))!,
    "http://x",
  ).pathname
    .split("/")
    .pop()!;

  const shopper = await otherVisitor(browser);
  await visit(shopper, `/product/${slug}`);
  await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(shopper.getByText("$3.49").first()).toBeVisible();
  const image = shopper.getByRole("img", { name }).first();
  await expect(image).toHaveAttribute("src", /^\/media\//);
  const served = await shopper.request.get((await image.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");

  // Down to 3, for a stated reason: the shop says so on the next page asked for.
  await field(page, "Units in stock").fill("3");
  await field(page, "Reason for the stock change").selectOption({ label: "Damaged or expired" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Stock history" }).getByText("Damaged or expired"),
  ).toBeVisible();
  await visit(shopper, `/product/${slug}`);
  await expect(shopper.getByText("Only 3 left")).toBeVisible();

  // Nobody ordered it: deleting it deletes it, and the shop forgets it at once.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("Product deleted.")).toBeVisible();
  expect((await shopper.goto(`/product/${slug}`))?.status()).toBe(404);
  await shopper.context().close();
});

test("the product form checks every field and a stock change needs its reason", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of (400|409)/);
  await visit(page, "/admin/products/new");
  await field(page, "Price (US$)").fill("cheap");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(field(page, "Name")).toHaveAccessibleDescription(/Please fill in this field/);
  await expect(field(page, "Name")).toBeFocused();
  await expect(field(page, "Price (US$)")).toHaveAccessibleDescription(/Enter a price in dollars/);
  await expectNoSeriousA11yViolations(page);
});

const HI_CHEW = { name: "Hi-Chew Assorted Fruit", path: "/product/hi-chew-assorted" };

test("a product's Spanish name and description, edited beside the English, show on its Spanish page at once, and are put back", async ({
  page,
  browser,
}) => {
  await visit(page, "/admin/products?q=hi-chew");
  await page.getByRole("link", { name: `Edit ${HI_CHEW.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: HI_CHEW.name })).toBeVisible();

  const english = page.getByRole("region", { name: "In English" });
  const spanish = page.getByRole("region", { name: "In Spanish" });
  const spanishName = spanish.getByLabel("Name in Spanish");
  const spanishDescription = spanish.getByLabel("Description in Spanish");
  // Side by side: each Spanish field level with its English one, to its right.
  for (const [englishField, spanishField] of [
    [english.getByLabel("Name", { exact: true }), spanishName],
    [english.getByLabel("Description", { exact: true }), spanishDescription],
  ] as const) {
    const left = (await englishField.boundingBox())!;
    const right = (await spanishField.boundingBox())!;
    expect(Math.round(right.y)).toBe(Math.round(left.y));
    expect(right.x).toBeGreaterThan(left.x + left.width);
  }

  const original = {
    name: await spanishName.inputValue(),
    description: await spanishDescription.inputValue(),
  };
  expect(original.description).not.toBe("");
  const mark = randomUUID().slice(0, 8);
  const edited = {
    name: `Hi-Chew de frutas ${mark}`,
    description: `Caramelos masticables de fruta, uno a uno (${mark}).`,
  };
  await spanishName.fill(edited.name);
  await spanishDescription.fill(edited.description);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A shopper reading the product in Spanish sees the new texts; in English, the English.
  const shopper = await otherVisitor(browser);
  await visit(shopper, `${HI_CHEW.path}?lang=es`);
  await expect(shopper.getByRole("heading", { level: 1, name: edited.name })).toBeVisible();
  await expect(shopper.getByText(edited.description)).toBeVisible();
  await visit(shopper, `${HI_CHEW.path}?lang=en`);
  await expect(shopper.getByRole("heading", { level: 1, name: HI_CHEW.name })).toBeVisible();
  await expect(shopper.getByText(edited.description)).toHaveCount(0);

  // Put back as it was (the page opened again shows the texts as saved).
  await visit(page, new URL(page.url()).pathname);
  await expect(spanishName).toHaveValue(edited.name);
  await expect(spanishDescription).toHaveValue(edited.description);
  await spanishName.fill(original.name);
  await spanishDescription.fill(original.description);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await visit(shopper, `${HI_CHEW.path}?lang=es`);
  await expect(shopper.getByRole("heading", { level: 1, name: original.name || HI_CHEW.name })).toBeVisible();
  await expect(shopper.getByText(original.description)).toBeVisible();
  await shopper.context().close();
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("the product list and a product's page fit 375 px and speak Spanish", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Productos" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await visit(page, "/admin/products?q=umaibo");
    await page
      .getByRole("link", { name: /Umaibo/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Umaibo");
    await expectNoHorizontalOverflow(page);
  });
});

const KAPPA = { name: "Kappa Ebisen Shrimp Chips", path: "/product/kappa-ebisen-shrimp-chips" };

test("the admin edits a product's facts: sugars above the carbohydrate are refused beside the field; saved, the shop shows them, and they are put back", async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await visit(page, "/admin/products?q=ebisen");
  await page.getByRole("link", { name: `Edit ${KAPPA.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: KAPPA.name })).toBeVisible();

  const contains = page.getByRole("group", { name: "Contains", exact: true });
  const diets = page.getByRole("group", { name: "Suits these diets" });
  const carbohydrate = field(page, "Carbohydrate (g)");
  const sugars = field(page, "of which sugars (g)");
  const original = { carbohydrate: await carbohydrate.inputValue(), sugars: await sugars.inputValue() };
  await expect(contains.getByRole("checkbox", { name: "Shellfish" })).toBeChecked();
  await expect(contains.getByRole("checkbox", { name: "Sesame" })).not.toBeChecked();

  await carbohydrate.fill("10");
  await sugars.fill("20");
  await contains.getByRole("checkbox", { name: "Sesame" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(sugars).toHaveAccessibleDescription(/Sugars are part of the carbohydrate/);
  // What was typed stays, the ticked boxes too; nothing was saved.
  await expect(carbohydrate).toHaveValue("10");
  await expect(sugars).toHaveValue("20");
  await expect(contains.getByRole("checkbox", { name: "Sesame" })).toBeChecked();
  await expect(page.getByText("Product saved.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await sugars.fill("4.5");
  await diets.getByRole("checkbox", { name: "Halal" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();

  const shopper = await otherVisitor(browser);
  await visit(shopper, KAPPA.path);
  const facts = shopper.getByRole("region", { name: "What's inside" });
  await expect(facts.getByText("Contains: Shellfish, Wheat, and Sesame")).toBeVisible();
  await expect(facts.getByRole("list", { name: "Suits these diets" })).toContainText("Halal");
  await expect(facts.getByRole("row", { name: /^of which sugars/ })).toContainText("4.5 g");
  await expect(facts.getByRole("row", { name: /^Carbohydrate/ })).toContainText("10 g");

  // Put back as it was.
  await visit(page, new URL(page.url()).pathname);
  await carbohydrate.fill(original.carbohydrate);
  await sugars.fill(original.sugars);
  await contains.getByRole("checkbox", { name: "Sesame" }).uncheck();
  await diets.getByRole("checkbox", { name: "Halal" }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await visit(shopper, KAPPA.path);
  await expect(facts.getByText("Contains: Shellfish and Wheat")).toBeVisible();
  await shopper.context().close();
});
