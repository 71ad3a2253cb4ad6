import type { Page } from "@playwright/test";
import { UMAIBO, visitWithCart } from "./support/cart";
import { fillShipping, payWith, preparePayment } from "./support/checkout";
import { expect, test } from "./support/fixtures";

/**
 * Card testing (decision 037) in the browser, with the sandbox: one shopper (one client address,
 * see fixtures) whose card is declined again and again.
 */

const DECLINED = "4000000000000002";
const TOO_MANY = "Too many declined payments. Please try again in 60 minutes.";

/** Pays with the declined card and waits for the answer (the Pay button is back). */
async function decline(page: Page, message: string) {
  await payWith(page, DECLINED);
  await expect(page.getByRole("alert")).toHaveText(message);
}

test("five declined payments stop the shopper with a clear message, and Prepare Payment says it too", async ({
  page,
  consoleGuard,
}) => {
  // The browser reports the refused requests (429) in its console.
  consoleGuard.allow(/status of 429/);
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await fillShipping(page);
  await preparePayment(page);

  // Two declines leave the shopper on the form; the third cancels the order: back to Prepare Payment.
  for (let attempt = 1; attempt <= 2; attempt++) {
    await decline(page, "Your card was declined.");
    await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeEnabled();
  }
  await payWith(page, DECLINED);
  const setup = page.getByRole("region", { name: "Payment Setup" });
  await expect(setup.getByRole("alert")).toHaveText(
    "This order was canceled after too many declined payments. Please prepare your payment again.",
  );
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeHidden();

  // A new order: the fourth decline is an ordinary one, the fifth stops the client.
  await preparePayment(page);
  await decline(page, "Your card was declined.");
  await payWith(page, DECLINED);
  await expect(setup.getByRole("alert")).toHaveText(TOO_MANY);

  // Preparing again is refused with the same words, and no card form comes.
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(setup.getByRole("alert")).toHaveText(TOO_MANY);
  await expect(page.getByRole("button", { name: "Prepare Payment" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeHidden();
});
