import type { Page } from "@playwright/test";
import { purchaseButton } from "./support/cart";
import { expect, test, useMobileViewport, visit } from "./support/fixtures";

// Pocky Chocolate: 140 in stock, the default limit of 12 per order (decision 036).
const POCKY = "/product/pocky-chocolate";

const quantity = (page: Page) => page.getByRole("group", { name: "Quantity" }).getByRole("status");
const cartLine = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

test.describe("the limit per order", () => {
  test("the product page says it, the stepper stops at it and adding past it is refused", async ({
    page,
  }) => {
    await visit(page, POCKY);
    await expect(page.getByText("Limit 12 per order")).toBeVisible();
    const increase = page.getByRole("button", { name: "Increase quantity" });
    for (let clicks = 0; clicks < 11; clicks++) await increase.click();
    await expect(quantity(page)).toHaveText("12");
    await expect(increase).toBeDisabled();

    await purchaseButton(page).click();
    await expect(page.getByRole("button", { name: "Cart, 12 items" })).toBeVisible();
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity(page)).toHaveText("11");
    await purchaseButton(page).click();
    await expect(page.getByText("You can buy at most 12 of this product per order")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cart, 12 items" })).toBeVisible();

    // The cart page says it on the line, and its stepper stops there too.
    await visit(page, "/cart");
    const pocky = cartLine(page, "Pocky Chocolate");
    await expect(pocky.getByText("Limit 12 per order")).toBeVisible();
    await expect(pocky.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  test.describe("on a phone, in Spanish", () => {
    useMobileViewport();

    test("the product page says the limit in Spanish", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "site-lang", value: "es", url: baseURL! }]);
      await visit(page, POCKY);
      await expect(page.getByText("Límite de 12 por pedido")).toBeVisible();
    });
  });
});
