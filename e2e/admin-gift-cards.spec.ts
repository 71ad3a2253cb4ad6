import { signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";
import type { Page } from "@playwright/test";

/** The admin's Gift cards: a card issued by hand, then its balance adjusted (decision 094). */

signedInAsAdmin();

async function issueCard(page: Page, labels: { amount: string; email: string; submit: string }) {
  await page.getByLabel(labels.amount).fill("25");
  await page.getByLabel(labels.email).fill(`adjust-${Date.now()}@example.com`);
  await page.getByRole("button", { name: labels.submit }).click();
  const code = (await page.getByTestId("issued-code").textContent())!;
  return code.slice(-4);
}

test("an admin takes off and adds back a card's balance, with a reason, never below zero", async ({
  page,
  consoleGuard,
}) => {
  // More than the balance is refused by the server (409), which alone knows it.
  consoleGuard.allow(/status of 409 .*\/admin\/gift-cards\//);
  await visit(page, "/admin/gift-cards");
  const last4 = await issueCard(page, {
    amount: "Amount (USD)",
    email: "Recipient's e-mail",
    submit: "Issue gift card",
  });
  await page
    .getByRole("link", { name: `Open card ····${last4}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Gift card ····${last4}` })).toBeVisible();

  const adjust = page.getByRole("region", { name: "Adjust balance" });
  await adjust.getByLabel("Change").selectOption("remove");
  await adjust.getByLabel("Amount (USD)").fill("30");
  await adjust.getByLabel("Reason").fill("Paid by phone");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(adjust.getByText("The balance is $25.00: no more than that can be taken off")).toBeVisible();

  await adjust.getByLabel("Amount (USD)").fill("7.50");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(page.getByText("Balance adjusted: now $17.50")).toBeVisible();
  const ledger = page.getByRole("table");
  await expect(ledger.getByRole("row", { name: /Adjusted/ })).toContainText("−$7.50");
  await expect(ledger.getByRole("row", { name: /Adjusted/ })).toContainText("Paid by phone");
  await expectNoSeriousA11yViolations(page);

  // Without a reason it is not sent.
  await adjust.getByLabel("Change").selectOption("add");
  await adjust.getByLabel("Amount (USD)").fill("2.50");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(adjust.getByText("Please give a reason")).toBeVisible();
  await adjust.getByLabel("Reason").fill("Part given back");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(page.getByText("Balance adjusted: now $20.00")).toBeVisible();

  await visit(page, "/admin/audit");
  await expect(page.getByText("gift_card.adjust").first()).toBeVisible();
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("the card's page adjusts its balance", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/admin/gift-cards");
    const last4 = await issueCard(page, {
      amount: "Importe (USD)",
      email: "Correo de quien la recibe",
      submit: "Emitir tarjeta regalo",
    });
    await page
      .getByRole("link", { name: new RegExp(`····${last4}`) })
      .first()
      .click();
    const adjust = page.getByRole("region", { name: "Ajustar saldo" });
    await adjust.getByLabel("Cambio").selectOption("remove");
    await adjust.getByLabel("Importe (USD)").fill("5");
    await adjust.getByLabel("Motivo").fill("Corrección");
    await adjust.getByRole("button", { name: "Ajustar saldo" }).click();
    await expect(page.getByText("Saldo ajustado: ahora $20.00")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
