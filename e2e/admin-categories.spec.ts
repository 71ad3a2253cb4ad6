import { randomUUID } from "node:crypto";
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
 * The admin's categories: a category's Spanish description edited in the back office reaches
 * Spanish shoppers at once, then is put back. It changes what shoppers see, so it runs in the
 * project after the other browser tests (playwright.config.ts), which read category pages.
 */

signedInAsAdmin();

const KOREAN = { name: "Korean Treats", path: "/category/korean-treats" };

test("a category's Spanish name and description saved in the admin show on its Spanish page and in the footer at once, and are put back", async ({
  page,
  browser,
}) => {
  await visit(page, "/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await page.getByRole("row").filter({ hasText: KOREAN.name }).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: KOREAN.name })).toBeVisible();

  const spanish = page.getByLabel("Description in Spanish");
  const spanishName = page.getByLabel("Name in Spanish");
  const original = await spanish.inputValue();
  const originalName = await spanishName.inputValue();
  expect(original).not.toBe("");
  const edited = `Dulces de Seúl para probar (${randomUUID().slice(0, 8)}).`;
  const editedName = `Dulces de Corea ${randomUUID().slice(0, 4)}`;
  await spanish.fill(edited);
  await spanishName.fill(editedName);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A shopper reading the category in Spanish sees the new text; in English, the English.
  const shopper = await otherVisitor(browser);
  await visit(shopper, `${KOREAN.path}?lang=es`);
  await expect(shopper.getByText(edited)).toBeVisible();
  // Renamed on the page and in the footer's links of every page.
  await expect(shopper.getByRole("heading", { level: 1, name: editedName })).toBeVisible();
  const footerLinks = shopper.getByRole("contentinfo").getByRole("navigation", { name: "Categorías" });
  await expect(footerLinks.getByRole("link", { name: editedName })).toHaveAttribute("href", KOREAN.path);
  await visit(shopper, `${KOREAN.path}?lang=en`);
  await expect(shopper.getByRole("heading", { level: 1, name: KOREAN.name })).toBeVisible();
  await expect(shopper.getByText(edited)).toHaveCount(0);

  // Put back as it was (the page opened again shows the text as saved); the shopper's Spanish
  // page follows again.
  const editPage = new URL(page.url()).pathname;
  await visit(page, editPage);
  await expect(spanish).toHaveValue(edited);
  await spanish.fill(original);
  await spanishName.fill(originalName);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved.")).toBeVisible();
  await visit(shopper, `${KOREAN.path}?lang=es`);
  await expect(shopper.getByText(original)).toBeVisible();
  await expect(shopper.getByText(edited)).toHaveCount(0);
  await expect(footerLinks.getByRole("link", { name: originalName })).toBeVisible();
  await shopper.context().close();

  // Both changes are in the audit log.
  await visit(page, "/admin/audit?entity=category");
  await expect(page.getByText("category.update").first()).toBeVisible();
});

test("the category form says what is wrong under its field and sends nothing", async ({ page }) => {
  await visit(page, "/admin/categories");
  await page.getByRole("row").filter({ hasText: KOREAN.name }).getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    /Please fill in this field/,
  );
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByText("Category saved.")).toHaveCount(0);
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("the categories list and a category's form fit 375 px and speak Spanish", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/admin/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Categorías" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: `Editar ${KOREAN.name}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: "En español" })).toBeVisible();
    await expect(page.getByLabel("Descripción en español")).not.toHaveValue("");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
