import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const BASE = "http://127.0.0.1:4301";
const OUT = "/tmp/gshots";
let n = 0;
const ip = () => `198.51.100.${(n++ % 200) + 20}`;

async function context(browser: Browser, width: number, dark: boolean, es: boolean, state?: string) {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: state,
    extraHTTPHeaders: { "X-Forwarded-For": ip() },
    colorScheme: dark ? "dark" : "light",
  });
  await ctx.addCookies([{ name: "site-lang", value: es ? "es" : "en", url: BASE }]);
  await ctx.addInitScript((theme) => localStorage.setItem("site-theme", theme), dark ? "dark" : "light");
  return ctx;
}

const variants = [
  [1280, false, false],
  [375, false, false],
  [1280, true, true],
  [375, true, true],
  [1280, false, true],
  [375, true, false],
] as const;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
// Admin session
{
  const ctx = await context(browser, 1280, false, false);
  const page = await ctx.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Email").fill("admin@sweettrip.test");
  await page.getByLabel("Password", { exact: true }).fill("admin-sweet-1");
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await ctx.storageState({ path: `${OUT}/admin.json` });
  await page.goto(`${BASE}/admin/gift-cards`);
  await page.getByLabel("Amount (USD)").fill("25");
  await page.getByLabel("Recipient's e-mail").fill("shots@example.com");
  await page.getByLabel("Recipient's name (optional)").fill("María José");
  await page.getByRole("button", { name: "Issue gift card" }).click();
  await page.getByTestId("issued-code").waitFor();
  await shoot(page, "admin-issued-1280-light-en");
  await page.getByRole("link", { name: /Open card/ }).first().click();
  await page.getByRole("heading", { level: 1 }).waitFor();
  const cardUrl = page.url();
  const adjust = page.getByRole("region", { name: "Adjust balance" });
  await adjust.getByLabel("Change").selectOption("remove");
  await adjust.getByLabel("Amount (USD)").fill("5");
  await adjust.getByLabel("Reason").fill("Spent by phone");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await page.getByText("Balance adjusted").waitFor();
  await ctx.close();
  for (const [width, dark, es] of variants) {
    const c = await context(browser, width, dark, es, `${OUT}/admin.json`);
    const p = await c.newPage();
    const tag = `${width}-${dark ? "dark" : "light"}-${es ? "es" : "en"}`;
    await p.goto(`${BASE}/admin/gift-cards`);
    await shoot(p, `admin-list-${tag}`);
    await p.goto(cardUrl);
    await shoot(p, `admin-card-${tag}`);
    await p.goto(`${BASE}/gift-cards`);
    await shoot(p, `buy-${tag}`);
    await c.close();
  }
}
// A buyer: a card alone through checkout, then the confirmation before and after Show code.
for (const [width, dark, es] of [[1280, false, false], [375, true, true]] as const) {
  const tag = `${width}-${dark ? "dark" : "light"}-${es ? "es" : "en"}`;
  const c = await context(browser, width, dark, es);
  const p = await c.newPage();
  await p.goto(`${BASE}/gift-cards`);
  await p.locator('input[name="recipientName"]').fill("Lucía");
  await p.locator('input[name="recipientEmail"]').fill("lucia-shot@example.com");
  await p.locator('textarea[name="message"]').fill("Happy birthday!");
  await p.locator('form button[type="submit"]').last().click();
  await p.waitForTimeout(500);
  await p.goto(`${BASE}/checkout`);
  await p.locator('input[name="firstName"]').fill("Ada");
  await p.locator('input[name="lastName"]').fill("Lovelace");
  await p.locator('input[name="email"]').fill("ada-shot@example.com");
  await shoot(p, `checkout-cards-only-${tag}`);
  await p.getByRole("button", { name: es ? /Preparar/ : "Prepare Payment" }).click();
  await p.getByLabel(es ? /número de tarjeta/i : "Card number").fill("4242 4242 4242 4242");
  await p.getByLabel(es ? /Caducidad|Vencimiento/i : "Expiry").fill("1234");
  await p.getByLabel("CVC").fill("123");
  await p.getByRole("button", { name: es ? /^Pagar/ : /^Pay \$/ }).click();
  await p.waitForURL(/order-confirmation/);
  await shoot(p, `confirmation-before-${tag}`);
  await p.locator('[data-testid="bought-gift-card"] button').click();
  await p.getByTestId("bought-gift-card-code").waitFor();
  await shoot(p, `confirmation-shown-${tag}`);
  await p.reload();
  await shoot(p, `confirmation-after-${tag}`);
  await c.close();
}
await browser.close();
console.log("done");
