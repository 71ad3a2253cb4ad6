import type { Page } from "@playwright/test";
import { registerAndSignIn } from "./support/auth";
import { fillShipping, payWithTestCard, preparePayment } from "./support/checkout";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  cartButton,
  productCard,
  purchaseButton,
  UMAIBO,
  UMAIBO_NAME_ES,
  visitWithCart,
} from "./support/cart";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/** The demo catalogue's one active product with no stock left. */
const BLACK_THUNDER = {
  productId: "2f14f619-4148-589f-9349-1f7adeb163e4",
  slug: "black-thunder",
  name: "Black Thunder",
};

const UNKNOWN_PRODUCT = "00000000-0000-4000-8000-000000000000";

/** In the current theme, then in the other one (which stays): no serious accessibility problem. */
async function expectAccessibleInBothThemes(page: Page) {
  const dark = await page.locator("html").evaluate((html) => html.classList.contains("dark"));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  if (dark) await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);
}

/** The sandbox checkout of the stored cart; ends on the confirmation. The order number. */
async function buyWithTestCard(page: Page): Promise<string> {
  await fillShipping(page);
  return payWithTestCard(page);
}

test.describe("signed out", () => {
  test("the card's heart asks to sign in; /wishlist and /orders send to the sign-in page", async ({
    page,
  }) => {
    await visit(page, "/products?search=Umaibo");
    const heart = productCard(page, UMAIBO.name).getByRole("button", { name: "Add to wishlist" });
    await expect(heart).not.toHaveAttribute("aria-pressed");
    await heart.click();
    await expect(page.getByText("Please sign in to add to wishlist")).toBeVisible();

    for (const path of ["/wishlist", "/orders", "/orders/ST-ABCDEFGH"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"], path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

test.describe("signed in", () => {
  test("the hearts on cards and on the product page save a product, shown from the first render", async ({
    page,
    consoleGuard,
  }) => {
    const shopper = await registerAndSignIn(page);

    await visit(page, "/products?search=Umaibo");
    const heart = productCard(page, UMAIBO.name).getByRole("button", { name: "Add to wishlist" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");

    // A change the server refuses (here it is sent a product it does not know) says so, and the
    // heart goes back to how it was. The browser notes the 404 in its console.
    consoleGuard.allow(/status of 404 .*\/api\/wishlist/);
    await page.route(
      "**/api/wishlist*",
      (route) =>
        route.continue({ postData: route.request().postData()!.replace(UMAIBO.productId, UNKNOWN_PRODUCT) }),
      { times: 1 },
    );
    await heart.click();
    await expect(page.getByText("Failed to add to wishlist")).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");

    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("status").filter({ hasText: `${UMAIBO.name} added to wishlist!` }),
    ).toBeVisible();

    // A list page is shared (decision 022): its HTML is everyone's, with no saved heart and no
    // name in it, and the browser fills the hearts in once it has asked who is signed in.
    const html = await (await page.request.get("/products?search=Umaibo")).text();
    expect(html).not.toMatch(/aria-label="Add to wishlist" aria-pressed="true"/);
    expect(html).not.toContain(shopper.email);
    await page.reload();
    await expect(
      productCard(page, UMAIBO.name).getByRole("button", { name: "Add to wishlist" }),
    ).toHaveAttribute("aria-pressed", "true");

    // The product page is shared too: no heart of anyone's in its HTML (the page's heart is for
    // signed-in visitors, and the browser learns who that is after loading).
    const productHtml = await (await page.request.get(`/product/${UMAIBO.slug}`)).text();
    expect(productHtml).not.toMatch(/aria-pressed="true"/);
    expect(productHtml).not.toContain(shopper.email);

    // The product page's heart, shown to signed-in visitors, knows it too and takes it off again.
    await visit(page, `/product/${UMAIBO.slug}`);
    const pageHeart = purchaseButton(page, "Add to wishlist");
    await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
    await pageHeart.click();
    await expect(page.getByText(`${UMAIBO.name} removed from wishlist`)).toBeVisible();
    await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  });

  test("a heart clicked before the page knows who is signed in still saves the product", async ({ page }) => {
    await registerAndSignIn(page);
    // The shared list page asks /api/viewer after it loads; held back here until after the click.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/viewer", async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/products?search=Umaibo");
    await productCard(page, UMAIBO.name).getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByText(`${UMAIBO.name} added to wishlist!`)).toBeVisible();
    await expect(page.getByText("Please sign in to add to wishlist")).toHaveCount(0);
    release();

    await visit(page, "/wishlist");
    await expect(page.getByRole("main").getByText("1 saved item")).toBeVisible();
  });

  test("/wishlist lists the saved products with price and stock; Add to cart; removing empties it", async ({
    page,
  }) => {
    // A journey with three accessibility scans.
    test.slow();
    await registerAndSignIn(page);
    // Saved as the hearts save them (the test above clicks them).
    for (const productId of [UMAIBO.productId, BLACK_THUNDER.productId]) {
      const saved = await page.request.post("/api/wishlist", { form: { intent: "add", productId } });
      expect(saved.status()).toBe(200);
    }

    await visit(page, "/wishlist");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
    await expect(main.getByText("2 saved items")).toBeVisible();
    const items = main.getByRole("listitem");
    const umaibo = items.filter({ has: page.getByRole("link", { name: UMAIBO.name }) });
    const thunder = items.filter({ has: page.getByRole("link", { name: BLACK_THUNDER.name }) });
    await expect(umaibo.getByText("$0.99")).toBeVisible();
    await expect(thunder.getByText("$1.49")).toBeVisible();
    await expect(thunder.getByText("Out of Stock")).toBeVisible();
    await expect(thunder.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    // Last saved first.
    await expect(items.first()).toContainText(BLACK_THUNDER.name);
    await expectAccessibleInBothThemes(page);

    await umaibo.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`${UMAIBO.name} added to cart!`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    await umaibo.getByRole("button", { name: `Remove ${UMAIBO.name} from wishlist` }).click();
    await expect(page.getByText(`${UMAIBO.name} removed from wishlist`)).toBeVisible();
    await expect(umaibo).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeFocused();
    await thunder.getByRole("button", { name: `Remove ${BLACK_THUNDER.name} from wishlist` }).click();

    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
    await expect(page.getByText("Save items you love to your wishlist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/orders shows the spec's empty state to a new shopper", async ({ page }) => {
    await registerAndSignIn(page);

    await visit(page, "/orders");
    await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
    await expect(page.getByText("When you place your first order, it will appear here.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
    await expectAccessibleInBothThemes(page);
  });

  test("an order bought with the sandbox card appears in /orders and opens its own page", async ({
    page,
  }) => {
    // A journey through checkout with four accessibility scans.
    test.slow();
    await registerAndSignIn(page);
    await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 2 }]);
    const number = await buyWithTestCard(page);

    await visit(page, "/orders");
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: number }) });
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await expect(row.getByText(/^Placed .+ · 2 items$/)).toBeVisible();
    // 2 × $0.99 + $5.99 shipping.
    await expect(row.getByText("$7.97")).toBeVisible();
    await expect(page.getByText("Payment successful!")).toBeHidden();
    await expectAccessibleInBothThemes(page);

    await row.getByRole("link", { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(UMAIBO.name)).toBeVisible();
    await expect(main.getByText("Qty: 2 · $0.99 each")).toBeVisible();
    await expect(main.getByText("1 Candy Lane")).toBeVisible();
    await expect(main.getByText(/^Paid on /)).toBeVisible();
    const history = page.getByRole("region", { name: "Status history" });
    await expect(history.getByText("Order placed")).toBeVisible();
    await expect(history.getByText("Payment received")).toBeVisible();
    await expectAccessibleInBothThemes(page);

    const own = await page.request.get(page.url());
    expect(own.status()).toBe(200);
    expect(own.headers()["cache-control"]).toBe("private, no-store");
  });

  test("an order left unpaid says so on its page, and when it will be cancelled", async ({ page }) => {
    await registerAndSignIn(page);
    await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
    await fillShipping(page);
    await preparePayment(page);
    const number = (await page.getByText(/^Order #ST-/).innerText()).replace("Order #", "");

    await visit(page, `/orders/${number}`);
    await expect(page.getByRole("main").getByText("Awaiting payment", { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Payment" })
        .getByText("Not paid yet, nothing charged: an order left unpaid is cancelled after 30 minutes"),
    ).toBeVisible();
  });
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("/orders and /wishlist fit 375 px and speak Spanish", async ({ page }) => {
    await registerAndSignIn(page);
    await useSpanish(page);

    await visit(page, "/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Mis pedidos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aún no tienes pedidos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Empezar a comprar" })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await visit(page, "/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "Mi lista de deseos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tu lista de deseos está vacía" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver productos" })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await visit(page, "/products?search=Umaibo");
    const heart = productCard(page, UMAIBO_NAME_ES).getByRole("button", {
      name: "Añadir a la lista de deseos",
    });
    // A list page is shared (decision 022): the heart has a state once the browser knows who is
    // signed in.
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page.getByText(`¡${UMAIBO_NAME_ES} añadido a tu lista de deseos!`)).toBeVisible();

    await visit(page, "/wishlist");
    await expect(page.getByText("1 producto guardado")).toBeVisible();
    await expect(
      page.getByRole("button", { name: `Quitar ${UMAIBO_NAME_ES} de la lista de deseos` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Añadir al carrito" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
