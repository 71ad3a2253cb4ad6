import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  stateAtParse,
  test,
  useMobileViewport,
  visit,
  waitForHydration,
} from "./support/fixtures";

const TAGLINE = "Discover Candy from Around the World";
const PROMO = "Free shipping on orders over $60!";

test.describe("home page", () => {
  test("shows the tagline, the header with its promo banner and the footer, accessibly (light)", async ({
    page,
  }) => {
    const response = await visit(page, "/");
    expect(response.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: TAGLINE })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText(PROMO)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    await expectNoSeriousA11yViolations(page);
  });

  test("is accessible in the dark theme too", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await expect(page.getByRole("heading", { level: 1, name: TAGLINE })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test("the theme survives a reload without a light flash", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("site-theme"))).toBe("dark");

  await page.reload({ waitUntil: "domcontentloaded" });
  // Checked once, without retrying: a class added later by a React effect would be a flash.
  expect((await stateAtParse(page)).className.split(/\s+/)).toContain("dark");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

  // And toggling back returns to light, also after a reload.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.reload({ waitUntil: "domcontentloaded" });
  expect((await stateAtParse(page)).className.split(/\s+/)).not.toContain("dark");
});

test("the language survives a reload, rendered by the server", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText(PROMO)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("site-lang"))).toBe("es");

  const response = await page.reload({ waitUntil: "domcontentloaded" });
  // The first HTML is already Spanish: the server read the cookie.
  const html = await response!.text();
  expect(html).toMatch(/<html[^>]*\blang="es"/);
  expect(html).not.toContain(PROMO);
  expect((await stateAtParse(page)).lang).toBe("es");

  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText(PROMO)).toBeHidden();
  // Still the free-shipping promotion, in the other language.
  await expect(page.getByRole("banner").getByText(/\$60/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(TAGLINE);
  // The picker itself is named in Spanish now.
  await expect(page.getByRole("banner").getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
});

test("an unknown route answers 404 with the not-found page", async ({ page, consoleGuard }) => {
  const path = "/no-such-page/at-all";
  // Chromium logs a document answered with 404 as a console error; this one is expected.
  consoleGuard.allow(new RegExp(`status of 404 \\(Not Found\\) \\(http://[^)]*${path}:`));

  const response = await visit(page, path);
  expect(response.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! Page Not Found")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test.describe("on a 375 px phone", () => {
  useMobileViewport();

  test("the menu button opens the navigation and following a link closes it", async ({ page }) => {
    await visit(page, "/");
    await expectNoHorizontalOverflow(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();

    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();

    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test("scripts are served pre-compressed and cached for good; pages are compressed too", async ({
  request,
}) => {
  // Read the server's HTML as sent: after hydration React may drop the preload links.
  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();

  const asset = await request.get(script!, { headers: { "accept-encoding": "br, gzip" } });
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("icons are drawn from one sprite file, pre-compressed and cached for good", async ({ page }) => {
  await visit(page, "/");
  const hrefs = await page
    .locator("svg.icon use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
  const [file, ...others] = new Set(hrefs.map((href) => href?.split("#")[0]));
  expect(file).toMatch(/^\/assets\/sprite-[\w-]+\.svg$/);
  expect(others).toEqual([]);

  const sprite = await page.request.get(file!, { headers: { "accept-encoding": "br, gzip" } });
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["content-encoding"]).toBe("br");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const symbols = await sprite.text();
  for (const href of hrefs) expect(symbols).toContain(`<symbol id="${href!.split("#")[1]}"`);
  // The policy lets the browser draw it (the console guard would report a refusal): the cart
  // icon has its shapes.
  const cartIcon = page
    .getByRole("banner")
    .getByRole("button", { name: /^Cart, / })
    .locator("use");
  await expect.poll(() => cartIcon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
});

test("every answer carries a strict policy: a nonce of its own, or a cached page's script hashes", async ({
  page,
}) => {
  const policies: string[] = [];
  for (const path of ["/cart", "/cart", "/about", "/about"]) {
    const response = await visit(page, path);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    policies.push(policy);
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  }
  // A page rendered for each answer (the cart is not kept) has a fresh nonce every time.
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonceOf(policies[0]!)).toBeTruthy();
  expect(nonceOf(policies[1]!)).not.toBe(nonceOf(policies[0]!));
  // A page the cache shares allows exactly its inline scripts by hash, never a shared nonce (and
  // the page still ran: the console guard fails the test on any script the policy refused).
  for (const policy of policies.slice(2)) {
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[ ;]/);
  }
  await expect(page.getByRole("button", { name: "Toggle theme" })).toBeEnabled();
  const asset = await page.request.get("/images/favicon.svg");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});
