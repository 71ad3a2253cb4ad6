import type { Page } from "@playwright/test";
import { readMailbox } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { fillShipping, payWith, TEST_CARD } from "./support/checkout";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * Gift cards (issue 29 item 2, decision 085): bought at /gift-cards through the cart and the
 * checkout, e-mailed to the recipient with the code (read from /dev/mailbox), checked at
 * /gift-cards/balance, and spent at checkout in full (no card payment) and in part.
 */

const MILKA = "milka-alpine-milk-chocolate"; // $3.49, + $5.99 shipping = $9.48

/** The code of the newest gift card e-mail to `to`, as the mailbox shows it. */
async function codeMailedTo(to: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const html = await readMailbox();
      const at = html.indexOf(to);
      code = at < 0 ? "" : (/([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(html.slice(at))?.[0] ?? "");
      return code;
    })
    .not.toBe("");
  return code;
}

async function addMilka(page: Page) {
  await visit(page, `/product/${MILKA}`);
  // The product's own button comes first; cards further down (pairs well with) have theirs.
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
}

test("buy a gift card, receive its code by e-mail, check its balance and spend it in full, then in part", async ({
  page,
}) => {
  const recipient = `lucia-${Date.now()}@example.com`;
  await visit(page, "/gift-cards");
  await expect(page.getByRole("heading", { level: 1, name: "Give the gift of candy" })).toBeVisible();
  await page.getByText("$10.00", { exact: true }).click();
  await page.getByRole("textbox", { name: "Recipient's name" }).fill("Lucía");
  await page.getByRole("textbox", { name: "Recipient's e-mail" }).fill(recipient);
  await page.getByRole("textbox", { name: "Message (optional)" }).fill("Happy birthday! 🎂");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add $10.00 gift card to cart" }).click();

  // In the cart like any candy.
  const panel = page.getByRole("dialog", { name: /Shopping Cart/ });
  await expect(panel.getByText("Gift card for Lucía")).toBeVisible();
  await visit(page, "/checkout");
  const breakdown = page.getByRole("region", { name: /^Price Breakdown$/ });
  await expect(breakdown.getByText("FREE", { exact: true })).toBeVisible(); // nothing to ship
  await expect(breakdown.getByText("$10.00").first()).toBeVisible();
  // Nothing ships: the buyer's details only, no address (issue 29; this test filled one before).
  await expect(page.getByRole("group", { name: "Your details" })).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0);
  await expect(page.getByText("This order is a gift")).toBeHidden();
  await expect(page.getByText("Check your details, then prepare a secure card payment.")).toBeVisible();
  // A missing detail is named as a detail, not as shipping information.
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required details");
  await fillShipping(page, { "First Name": "Ada", "Last Name": "Lovelace", Email: "ada@example.com" });
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("button", { name: "Pay $10.00" })).toBeVisible();
  await payWith(page, TEST_CARD);
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  await expect(page.getByRole("region", { name: "Items" }).getByText("Gift card for Lucía")).toBeVisible();
  await expect(page.getByText("Nothing to ship: gift cards are sent by e-mail.")).toBeVisible();

  // Sent today: the recipient's e-mail holds the message and the code.
  const code = await codeMailedTo(recipient);

  // Its buyer sees the code once (decision 093), then only its last 4 characters.
  const bought = page.getByRole("region", { name: "Gift cards in this order" });
  await expect(bought.getByText("For Lucía")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await bought.getByRole("button", { name: "Show code" }).click();
  await expect(bought.getByTestId("bought-gift-card-code")).toHaveText(code);
  await page.reload();
  await expect(bought.getByRole("button", { name: "Show code" })).toHaveCount(0);
  await expect(bought.getByText(`Code ····${code.slice(-4)} (already shown on`)).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  const mailbox = await readMailbox();
  expect(mailbox).toContain("sent you a $10.00 Sweet Trip gift card");
  expect(mailbox).toContain("Happy birthday! 🎂");

  await visit(page, "/gift-cards/balance");
  await page.getByRole("textbox", { name: "Gift card code" }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByText("This gift card has $10.00 to spend.")).toBeVisible();

  // Spent whole: $9.48 of candy, no card payment at all.
  await addMilka(page);
  await visit(page, "/checkout");
  await page.getByRole("textbox", { name: "Gift card code" }).fill(code);
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(page.getByText(`Gift card ····${code.slice(-4)}: $10.00 available`).first()).toBeVisible();
  await expect(breakdown.getByText("Paid by gift card")).toBeVisible();
  await expect(breakdown.getByText("−$9.48")).toBeVisible();
  await fillShipping(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByText("Paid by gift card")).toBeVisible();
  await expect(items.getByText("−$9.48")).toBeVisible();

  // $0.52 left: it pays part of the next order, the card the rest.
  await addMilka(page);
  await visit(page, "/checkout");
  await page.getByRole("textbox", { name: "Gift card code" }).fill(code);
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(breakdown.getByText("−$0.52")).toBeVisible();
  await expect(breakdown.getByText("$8.96")).toBeVisible();
  await fillShipping(page);
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("button", { name: "Pay $8.96" })).toBeVisible();
  await payWith(page, TEST_CARD);
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  await expect(page.getByRole("region", { name: "Items" }).getByText("−$0.52")).toBeVisible();

  // Used up: the same answer as a code that never was.
  await visit(page, "/gift-cards/balance");
  await page.getByRole("textbox", { name: "Gift card code" }).fill(code);
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByText("This code has no balance.", { exact: false })).toBeVisible();
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("a chosen amount goes into the cart and checkout with no shipping", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/gift-cards");
    await expect(page.getByRole("heading", { level: 1, name: "Regala dulces" })).toBeVisible();
    await page.getByText("Otro importe", { exact: true }).first().click();
    await page.getByRole("textbox", { name: "Otro importe" }).fill("42");
    await page.getByRole("textbox", { name: "Nombre de quien la recibe" }).fill("Marta");
    await page.getByRole("textbox", { name: "Correo de quien la recibe" }).fill("marta@example.com");
    await expectNoHorizontalOverflow(page);
    // Out of bounds first: the field says so in Spanish.
    await page.getByRole("textbox", { name: "Otro importe" }).fill("501");
    await page.getByRole("button", { name: /^Añadir tarjeta regalo de/ }).click();
    await expect(page.getByText("Elige un importe de $10.00 a $500.00")).toBeVisible();
    await page.getByRole("textbox", { name: "Otro importe" }).fill("42");
    await page.getByRole("button", { name: "Añadir tarjeta regalo de $42.00 al carrito" }).click();
    await expect(page.getByRole("dialog").getByText("Tarjeta regalo para Marta")).toBeVisible();
    await visit(page, "/checkout");
    await page.getByRole("button", { name: "Ver resumen del pedido" }).click();
    const breakdown = page.getByRole("region", { name: /^Desglose/ });
    await expect(breakdown.getByText("$42.00").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
