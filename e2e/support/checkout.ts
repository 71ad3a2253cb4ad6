import { expect, type Page } from "@playwright/test";

/** Checkout steps that many browser tests share (the sandbox provider's test cards). */

export const TEST_CARD = "4242 4242 4242 4242";

/** Fills the shipping form: a full address, or only the fields given. */
export async function fillShipping(
  page: Page,
  fields: Partial<Record<"First Name" | "Last Name" | "Email" | "Address" | "City" | "ZIP Code", string>> = {
    "First Name": "Ada",
    "Last Name": "Lovelace",
    Email: "ada@example.com",
    Address: "1 Candy Lane",
    City: "Portland",
    "ZIP Code": "97201",
  },
): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Prepare Payment, until the card form shows. */
export async function preparePayment(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
}

/** Types a card into the sandbox form and presses Pay. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** Prepares the payment and pays with the test card; ends on the confirmation. The order number. */
export async function payWithTestCard(page: Page): Promise<string> {
  await preparePayment(page);
  await payWith(page, TEST_CARD);
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}
