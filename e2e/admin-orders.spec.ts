import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN, mailboxLink, readMailbox, signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { purchaseButton } from "./support/cart";
import { fillShipping, payWithTestCard } from "./support/checkout";
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
 * The back office's orders: a guest's order taken through processing to shipped (the shopper's
 * e-mail in the mailbox), and another one refunded (its stock back on the shelf). No other
 * browser test buys these two products, so their stock moves only here.
 */

signedInAsAdmin();

const LUCKY_CHARMS = { slug: "lucky-charms", name: "Lucky Charms" };
const TOOTSIE_ROLLS = { slug: "tootsie-roll-midgees", name: "Tootsie Roll Midgees" };

/** A guest buys `quantity` of `product` with the test card; the order's number. */
async function guestBuys(
  page: Page,
  product: { slug: string; name: string },
  quantity: number,
  email: string,
): Promise<string> {
  const shopper = await otherVisitor(page.context().browser()!);
  await visit(shopper, `/product/${product.slug}`);
  for (let more = 1; more < quantity; more += 1) {
    await shopper.getByRole("button", { name: "Increase quantity" }).click();
  }
  await purchaseButton(shopper).click();
  await expect(shopper.getByText(`${product.name} added to cart!`)).toBeVisible();
  await visit(shopper, "/checkout");
  await fillShipping(shopper, {
    "First Name": "Grace",
    "Last Name": "Hopper",
    Email: email,
    Address: "9 Harbor Road",
    City: "Arlington",
    "ZIP Code": "22201",
  });
  const number = await payWithTestCard(shopper);
  await shopper.context().close();
  return number;
}

/** The stock the admin's product page shows for Lucky Charms. */
async function stockOnShelf(page: Page): Promise<number> {
  await visit(page, "/admin/products?q=lucky+charms");
  await page
    .getByRole("link", { name: /Lucky Charms/ })
    .first()
    .click();
  return Number(await page.getByLabel("Units in stock", { exact: true }).inputValue());
}

const nextStep = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test.describe("signed in as the admin", () => {
  test("an order goes paid → processing → shipped, and the shopper gets the tracking number by e-mail", async ({
    page,
  }) => {
    test.slow();
    const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
    const number = await guestBuys(page, TOOTSIE_ROLLS, 1, email);

    await visit(page, "/admin/orders");
    await page.getByLabel("Order number or e-mail").fill(email);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("link", { name: number }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();

    await nextStep(page, "Start processing").click();
    await expect(page.getByText(`Order ${number} is now Processing.`)).toBeVisible();
    // Shipping asks for the carrier and the tracking number first.
    await nextStep(page, "Mark as shipped").click();
    await expect(page.getByLabel("Carrier")).toHaveAccessibleDescription("Please fill this in.");
    await page.getByLabel("Carrier").fill("UPS");
    await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await nextStep(page, "Mark as shipped").click();
    await expect(page.getByText(`Order ${number} is now Shipped.`)).toBeVisible();
    const history = page.getByRole("region", { name: "Status history" });
    await expect(history.getByText(`By ${ADMIN.email}`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The e-mail links to the order's own page and names the parcel.
    const link = await mailboxLink(email, `/order-confirmation/${number}`);
    const mailbox = await readMailbox();
    expect(mailbox).toContain("1Z999AA10123456784");
    expect(link).toContain(number);
  });

  test("refunding a paid order gives the money back and puts its stock back on the shelf", async ({
    page,
  }) => {
    test.slow();
    const before = await stockOnShelf(page);
    const email = `refund-${randomUUID().slice(0, 8)}@example.com`;
    const number = await guestBuys(page, LUCKY_CHARMS, 2, email);
    expect(await stockOnShelf(page)).toBe(before - 2);

    await visit(page, `/admin/orders/${number}`);
    await nextStep(page, "Refund order").click();
    await page.getByRole("button", { name: "Yes, refund" }).click();
    await expect(page.getByText(`Order ${number} is now Refunded.`)).toBeVisible();
    expect(await stockOnShelf(page)).toBe(before);
    await expect(
      page.getByRole("region", { name: "Stock history" }).getByText("Refund").first(),
    ).toBeVisible();
  });

  test("the CSV export follows the filters and is a download", async ({ page }) => {
    await visit(page, "/admin/orders?status=refunded");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
  });
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("the orders list fits 375 px and speaks Spanish", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
