import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cartButton, HI_CHEW, UMAIBO, visitWithCart } from "./support/cart";
import { fillShipping } from "./support/checkout";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useDarkTheme,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * Issue 27 items 1, 2, 4, 9, 10 and 11: the shop on a phone and the details a shopper minds —
 * two compact cards a row, a reachable cart page with a Clear Cart that asks and can be undone,
 * toasts that cover no control and say nothing twice, checkout's summary at the top, a visible
 * focus ring and focus that follows navigation, and product pictures that open large.
 */

const TWINKIES = "/product/hostess-twinkies";
const LINES = [
  { ...UMAIBO, quantity: 3 },
  { ...HI_CHEW, quantity: 2 },
];

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not displayed");
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The cards of the list, in page order. */
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** How many cards share the first row. */
async function firstRowColumns(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((articles) =>
    articles.slice(0, 6).map((article) => Math.round(article.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

/** A toast of react-hot-toast, found by its text. */
const toastWith = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test.describe("on a 375 px phone", () => {
  useMobileViewport();

  test("the list shows two compact cards a row, each whole, in a dense list view too", async ({ page }) => {
    await visit(page, "/products");
    await expect(cards(page).first()).toBeVisible();
    expect(await firstRowColumns(page)).toBe(2);
    await expectNoHorizontalOverflow(page);

    const first = cards(page).first();
    expect((await box(first)).width).toBeLessThan(200);
    // Picture, name, rating, price and an add button whose label is read whole.
    await expect(first.locator("img").first()).toBeVisible();
    await expect(first.getByRole("heading")).toBeVisible();
    await expect(first.getByText(/\(\d+ reviews?\)/)).toBeVisible();
    await expect(first.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
    const add = first.getByRole("button", { name: "Add to Cart" });
    await expect(add).toBeVisible();
    const clipped = await add.evaluate((button) => button.scrollWidth > button.clientWidth);
    expect(clipped, "the add button's label is cut").toBe(false);
    // Two cards and a bit of the next row fit in the first screen below the header, not one.
    expect((await box(first)).height).toBeLessThan(400);

    await page.getByRole("button", { name: "List view" }).click();
    await expect(page).toHaveURL(/layout=list/);
    const row = cards(page).first();
    expect((await box(row)).width).toBeGreaterThan(300);
    expect((await box(row)).height).toBeLessThan(200);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("in Spanish and dark the compact card keeps its whole add button", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visit(page, "/products");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await firstRowColumns(page)).toBe(2);
    const add = cards(page).first().getByRole("button", { name: "Añadir al carrito" });
    await expect(add).toBeVisible();
    expect(await add.evaluate((button) => button.scrollWidth > button.clientWidth)).toBe(false);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("a toast sits at the bottom, clear of the header's controls", async ({ page }) => {
    await visit(page, "/products");
    await cards(page).first().getByRole("button", { name: "Add to Cart" }).click();
    const toast = toastWith(page, "added to cart!");
    await expect(toast).toBeVisible();
    const header = await box(page.getByRole("banner"));
    const shown = await box(toast);
    expect(overlaps(shown, header), "the toast covers the header").toBe(false);
    expect(shown.y).toBeGreaterThan(812 / 2);
    for (const control of await page.getByRole("banner").getByRole("button").all()) {
      if (await control.isVisible()) expect(overlaps(shown, await box(control))).toBe(false);
    }
  });

  test("the header's icons come before the search box below them in the Tab order", async ({ page }) => {
    await visit(page, "/about");
    const order = await tabOrder(page, 8);
    const cart = order.findIndex((name) => name.startsWith("Cart"));
    const search = order.indexOf("searchbox");
    expect(cart, order.join(" → ")).toBeGreaterThanOrEqual(0);
    expect(search, order.join(" → ")).toBeGreaterThan(cart);
    // The search box is still the one under the header's first row.
    // The header's search box suggests as one types: a combobox (issue 27 item 5), shown once per width.
    const searchbox = page.getByRole("banner").locator('input[type="search"]:visible');
    expect((await box(searchbox)).y).toBeGreaterThan((await box(cartButton(page))).y);
  });

  test("checkout shows the order summary folded at the top, with the total", async ({ page }) => {
    await visitWithCart(page, "/checkout", LINES);
    const toggle = page.getByRole("button", { name: "Show order summary" });
    await expect(toggle).toBeVisible();
    // 3 × $0.99 + 2 × $4.49 = $11.95, and $5.99 shipping.
    await expect(toggle).toContainText("$17.94");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect((await box(toggle)).y).toBeLessThan((await box(page.getByLabel("First Name"))).y);
    await expect(page.getByText("Qty: 3")).toBeHidden();

    await toggle.click();
    const hide = page.getByRole("button", { name: "Hide order summary" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Qty: 3")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Coupon Code" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await hide.click();
    await expect(page.getByText("Qty: 3")).toBeHidden();
  });

  test("checkout's folded summary in Spanish and dark", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visitWithCart(page, "/checkout", LINES);
    const toggle = page.getByRole("button", { name: "Ver resumen del pedido" });
    await expect(toggle).toContainText("$17.94");
    await toggle.click();
    await expect(page.getByText("Cant.: 3")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Clear Cart asks in the page's dialog, then offers Undo (Spanish, dark)", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visitWithCart(page, "/cart", LINES);
    await page.getByRole("button", { name: "Vaciar carrito" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Vaciar tu carrito?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Se quitarán los 5 artículos de tu carrito.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Vaciar carrito" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tu carrito está vacío" })).toBeFocused();
    const undo = toastWith(page, "Se vació tu carrito.");
    await expect(undo).toBeVisible();
    expect(overlaps(await box(undo), await box(page.getByRole("banner")))).toBe(false);
    await undo.getByRole("button", { name: "Deshacer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Carrito de compras" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Artículos de tu carrito" }).getByRole("listitem"),
    ).toHaveCount(2);
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Carrito, 5 artículos" }),
    ).toBeVisible();
  });

  test("a tap on the product picture opens it large; a swipe turns it", async ({ page }) => {
    await visit(page, TWINKIES);
    await page.getByRole("button", { name: "View larger picture of Twinkies" }).tap();
    const dialog = page.getByRole("dialog", { name: "Pictures of Twinkies" });
    await expect(dialog).toBeVisible();
    const picture = dialog.getByRole("img", { name: /^Twinkies/ });
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-1\.svg$/);
    await swipe(page, await box(picture), -120);
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-2\.svg$/);
    await expect(dialog.getByText("Picture 2 of 3")).toBeVisible();
    await swipe(page, await box(picture), 120);
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-1\.svg$/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
  });
});

test.describe("on a desktop", () => {
  test("the list shows three or four cards a row; one column below about 360 px", async ({ page }) => {
    await visit(page, "/products");
    await expect(cards(page).first()).toBeVisible();
    expect(await firstRowColumns(page)).toBeGreaterThanOrEqual(3);
    await visit(page, "/");
    await page.setViewportSize({ width: 340, height: 800 });
    await visit(page, "/products");
    expect(await firstRowColumns(page)).toBe(1);
    await expectNoHorizontalOverflow(page);
  });

  test("toasts keep the spec's place, top right", async ({ page }) => {
    await visit(page, "/products");
    await cards(page).first().getByRole("button", { name: "Add to Cart" }).click();
    const toast = toastWith(page, "added to cart!");
    await expect(toast).toBeVisible();
    const shown = await box(toast);
    const viewport = page.viewportSize()!;
    expect(shown.x).toBeGreaterThan(viewport.width / 2);
    expect(shown.y).toBeLessThan(viewport.height / 3);
    // Below the sticky header: the cart button stays clear to click while the toast shows.
    // (Once it has slid in: it enters from above.)
    await expect
      .poll(async () => overlaps(await box(toast), await box(page.getByRole("banner"))), {
        message: "the toast covers the header",
      })
      .toBe(false);
    await cartButton(page).click();
    await expect(page.getByRole("dialog", { name: /Shopping Cart/ })).toBeVisible();
  });

  test("the cart panel links to the cart page (View Cart)", async ({ page }) => {
    await visitWithCart(page, "/products", LINES);
    await cartButton(page).click();
    const panel = page.getByRole("dialog", { name: /Shopping Cart/ });
    await panel.getByRole("link", { name: "View Cart" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeFocused();
  });

  test("the cart panel's link in Spanish and dark: Ver carrito", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visitWithCart(page, "/products", LINES);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrito, / })
      .click();
    const panel = page.getByRole("dialog", { name: /Carrito de compras/ });
    await expect(panel.getByRole("link", { name: "Ver carrito" })).toHaveAttribute("href", /\/cart$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("Clear Cart asks first: Escape and Keep my items keep the cart; Undo brings it back", async ({
    page,
  }) => {
    await visitWithCart(page, "/cart", LINES);
    const clear = page.getByRole("button", { name: "Clear Cart" });
    await clear.click();
    const dialog = page.getByRole("alertdialog", { name: "Clear your cart?" });
    await expect(dialog).toContainText("All 5 items in your cart will be removed.");
    // The choice that loses nothing has the first focus.
    await expect(dialog.getByRole("button", { name: "Keep my items" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();

    await clear.click();
    await dialog.getByRole("button", { name: "Keep my items" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 5 items");

    await clear.click();
    await dialog.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    const undo = toastWith(page, "Your cart was cleared.");
    await undo.getByRole("button", { name: "Undo" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 5 items");
    await expect(page.getByRole("link", { name: UMAIBO.name, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: HI_CHEW.name, exact: true })).toBeVisible();
    // As it was, and kept as it was.
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 5 items");
  });

  test("an Undo not taken leaves the cart empty once the toast is gone", async ({ page }) => {
    await visitWithCart(page, "/cart", LINES);
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear Cart" }).click();
    const undo = toastWith(page, "Your cart was cleared.");
    await expect(undo).toBeVisible();
    await expect(undo).toBeHidden({ timeout: 10_000 });
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("checkout says a shipping problem once, inline; Payment form ready! is then alone", async ({
    page,
  }) => {
    await visitWithCart(page, "/checkout", LINES);
    // Wide screens: the summary is always open, with no toggle.
    await expect(page.getByRole("button", { name: "Show order summary" })).toBeHidden();
    await expect(page.getByText("Qty: 3")).toBeVisible();

    await page.getByRole("button", { name: "Prepare Payment" }).click();
    const problem = "Please fill in all required shipping information";
    await expect(page.getByRole("alert")).toHaveText(problem);
    await expect(page.getByText(problem)).toHaveCount(1);

    await fillShipping(page);
    await page.getByRole("button", { name: "Prepare Payment" }).click();
    await expect(toastWith(page, "Payment form ready!")).toBeVisible();
    await expect(page.getByText(problem)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pay $17.94" })).toBeVisible();
  });

  test("every control shows a ring of at least 2 px when focused by keyboard", async ({ page }) => {
    await visit(page, "/products");
    const weak: string[] = [];
    for (let step = 0; step < 45; step++) {
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        // A card's name link draws its ring on the whole card (it stretches over it).
        const drawn = focused.closest(".card-title") ? focused.closest("article")! : focused;
        const style = getComputedStyle(drawn);
        const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 30)}"`;
        return { name, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      if (ring && (ring.style === "none" || ring.width < 2))
        weak.push(`${ring.name}: ${ring.style} ${ring.width}px`);
    }
    expect(weak).toEqual([]);
  });

  test("a product card's ring is drawn around the whole card, outside its edge", async ({ page }) => {
    await visit(page, "/products");
    const card = cards(page).first();
    await card.getByRole("link").focus();
    // Focused by script: make the browser treat it as keyboard focus, as Tab does.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const style = await card.evaluate((article) => getComputedStyle(article));
    expect(style.outlineStyle).toBe("solid");
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test("a category card's ring is drawn around the whole card too", async ({ page }) => {
    await visit(page, "/categories");
    const card = page.getByRole("main").getByRole("article").first();
    await card.getByRole("link").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const style = await card.evaluate((article) => getComputedStyle(article));
    expect(style.outlineStyle).toBe("solid");
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test("after a client-side navigation focus is on the new page's heading and the page is announced", async ({
    page,
  }) => {
    await visit(page, "/products");
    const first = cards(page).first();
    const name = (await first.getByRole("heading").textContent())!.trim();
    await first.getByRole("link").click();
    const heading = page.getByRole("heading", { level: 1, name, exact: true });
    await expect(heading).toBeFocused();
    await expect(page.locator('p[role="status"][aria-live="polite"]').first()).toHaveText(
      `${name} | Sweet Trip, page loaded`,
    );
    // A change of the query alone (a sort) leaves focus where it is.
    await visit(page, "/products");
    const sort = page.getByRole("combobox", { name: "Sort By" });
    await sort.focus();
    await sort.selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
  });

  test("in Spanish the navigation is announced in Spanish", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visit(page, "/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contáctanos" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.locator('p[role="status"][aria-live="polite"]').first()).toHaveText(
      /, página cargada$/,
    );
  });

  test("the search box comes between the logo and the icons in the Tab order, as drawn", async ({ page }) => {
    await visit(page, "/about");
    const order = await tabOrder(page, 6);
    expect(order.indexOf("searchbox"), order.join(" → ")).toBeLessThan(
      order.findIndex((name) => name.startsWith("Cart")),
    );
  });

  test("a click on the product picture opens the gallery: arrows, keys, Escape", async ({ page }) => {
    await visit(page, TWINKIES);
    const open = page.getByRole("button", { name: "View larger picture of Twinkies" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Pictures of Twinkies" });
    const picture = dialog.getByRole("img", { name: /^Twinkies/ });
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-1\.svg$/);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await dialog.getByRole("button", { name: "Next picture" }).click();
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-2\.svg$/);
    await page.keyboard.press("ArrowRight");
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-3\.svg$/);
    await page.keyboard.press("ArrowRight");
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-1\.svg$/);
    await page.keyboard.press("ArrowLeft");
    await expect(picture).toHaveAttribute("src", /hostess-twinkies-3\.svg$/);
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await expect(dialog.getByText("Picture 2 of 3")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // The picture chosen there stays chosen on the page.
    await expect(page.getByRole("img", { name: "Twinkies", exact: true })).toHaveAttribute(
      "src",
      /hostess-twinkies-2\.svg$/,
    );
  });

  test("the gallery in Spanish and dark", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visit(page, TWINKIES);
    await page.getByRole("button", { name: /^Ver en grande la imagen de / }).click();
    const dialog = page.getByRole("dialog", { name: /^Imágenes de / });
    await expect(dialog.getByText("Imagen 1 de 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(dialog.getByText("Imagen 2 de 3")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
  });
});

/**
 * The accessible names of the first `count` Tab stops after the skip link, searchboxes as
 * "searchbox".
 */
async function tabOrder(page: Page, count: number): Promise<string[]> {
  await page.locator("body").focus();
  await page.keyboard.press("Tab"); // the skip link
  const names: string[] = [];
  for (let step = 0; step < count; step++) {
    await page.keyboard.press("Tab");
    names.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        if (focused.getAttribute("type") === "search") return "searchbox";
        return (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim();
      }),
    );
  }
  return names;
}

/** A sideways swipe of `dx` px across the middle of `area`. */
async function swipe(page: Page, area: Box, dx: number): Promise<void> {
  const y = area.y + area.height / 2;
  const x = area.x + area.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}
