import type { Page } from "@playwright/test";
import { registerAndSignIn, signedInAsAdmin } from "./support/auth";
import { UMAIBO, visitWithCart } from "./support/cart";
import { fillShipping, payWith, payWithTestCard, preparePayment } from "./support/checkout";
import { expect, otherVisitor, test, visit } from "./support/fixtures";

/**
 * The dashboard's figures follow the orders placed in this test exactly. It runs in its own
 * project after the other browser tests (playwright.config.ts), so no other test's checkout
 * moves the figures while it counts. Its "Missing Spanish" lists a category whose Spanish this
 * test empties (one no other test of that project reads), then puts back.
 */

signedInAsAdmin();

const SHIPPING_CENTS = 599;

/** A stat card's value ("$12.34", "7") by its label. */
const figure = (page: Page, label: string) =>
  page.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);
const whole = (text: string) => Number(text.replace(/,/g, ""));

async function readFigures(page: Page) {
  await visit(page, "/admin");
  return {
    revenueCents: money(await figure(page, "Total Revenue").innerText()),
    orders: whole(await figure(page, "Total Orders").innerText()),
    customers: whole(await figure(page, "Total Customers").innerText()),
    paid: whole(
      await page
        .getByRole("region", { name: "Orders by status" })
        .getByRole("listitem")
        .filter({ hasText: /^Paid/ })
        .locator("span")
        .last()
        .innerText(),
    ),
  };
}

test("the dashboard's figures match the orders placed: revenue, orders, customers, status, latest", async ({
  page,
  browser,
}) => {
  test.slow();
  const before = await readFigures(page);

  // A new shopper buys twice: 2 and 3 Umaibo, shipping paid on both (under $60).
  const shopper = await otherVisitor(browser);
  await registerAndSignIn(shopper);
  const numbers: string[] = [];
  for (const quantity of [2, 3]) {
    await visitWithCart(shopper, "/checkout", [{ ...UMAIBO, quantity }]);
    await fillShipping(shopper, { Address: "1 Candy Lane", City: "Portland", "ZIP Code": "97201" });
    numbers.push(await payWithTestCard(shopper));
  }
  await shopper.context().close();

  const after = await readFigures(page);
  expect(after).toEqual({
    revenueCents: before.revenueCents + 5 * UMAIBO.priceCents + 2 * SHIPPING_CENTS,
    orders: before.orders + 2,
    customers: before.customers + 1,
    paid: before.paid + 2,
  });
  const latest = page.getByRole("region", { name: "Latest orders" });
  for (const number of numbers) await expect(latest.getByRole("link", { name: number })).toBeVisible();
  // Today's bar holds the day's revenue; the sentence above the chart says the 30-day total.
  await expect(page.getByRole("region", { name: "Revenue, last 30 days" })).toContainText("over 30 days");
});

test("the dashboard counts a shopper's declined payment among the last 24 hours (decision 037)", async ({
  page,
  browser,
}) => {
  const declined = async () => {
    await visit(page, "/admin");
    const panel = page.getByRole("region", { name: "Declined payments" });
    await expect(panel).toContainText("Last 24 hours");
    return whole(await figure(page, "Declined payments").innerText());
  };
  const before = await declined();

  const shopper = await otherVisitor(browser);
  await visitWithCart(shopper, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await fillShipping(shopper);
  await preparePayment(shopper);
  await payWith(shopper, "4000000000000002");
  await expect(shopper.getByRole("alert")).toHaveText("Your card was declined.");
  await shopper.context().close();

  expect(await declined()).toBe(before + 1);
  await expect(figure(page, "Clients refused")).toHaveText(/^\d+$/);
});

test("the dashboard lists a category whose Spanish description was emptied, linked to its form, until it is written again", async ({
  page,
}) => {
  const category = "European Delights";
  const missing = page.getByRole("region", { name: "Missing Spanish" });
  const spanish = page.getByLabel("Description in Spanish");
  await visit(page, "/admin/categories");
  await page.getByRole("link", { name: `Edit ${category}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();
  const form = new URL(page.url()).pathname;
  const original = await spanish.inputValue();
  expect(original).not.toBe("");
  await spanish.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved.")).toBeVisible();

  await visit(page, "/admin");
  const entry = missing.getByRole("listitem").filter({ hasText: category });
  await expect(entry).toContainText("Description missing");
  await entry.getByRole("link", { name: category, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(form);
  await expect(spanish).toHaveValue("");

  // Written again, it leaves the list.
  await spanish.fill(original);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved.")).toBeVisible();
  await visit(page, "/admin");
  await expect(missing.getByRole("link", { name: category, exact: true })).toHaveCount(0);
});
