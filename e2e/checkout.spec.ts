import type { Page } from "@playwright/test";
import { fillShipping, payWith } from "./support/checkout";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  addUmaiboFromList,
  cartButton,
  HI_CHEW,
  purchaseButton,
  UMAIBO,
  visitWithCart,
} from "./support/cart";
import { expect, expectNoHorizontalOverflow, test, useMobileViewport, visit } from "./support/fixtures";

const REESES = { slug: "reeses-peanut-butter-cups", name: "Reese's Peanut Butter Cups" };

/** Prepare Payment, and everything the spec says the ready form shows. */
async function prepareCheckedPayment(page: Page) {
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByText("Payment form ready!")).toBeVisible();
  // Focus follows the form, not lost with the button that disappeared.
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeFocused();
  await expect(page.getByText(/^Order #ST-[0-9A-Z]{8}$/)).toBeVisible();
  await expect(page.getByText("Test mode — use 4242 4242 4242 4242")).toBeVisible();
}

test("from a card and a product page through the panel and the cart to a paid order with a coupon", async ({
  page,
}) => {
  await addUmaiboFromList(page);

  await visit(page, `/product/${REESES.slug}`);
  await purchaseButton(page).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

  await cartButton(page).click();
  const panel = page.getByRole("dialog", { name: /Shopping Cart/ });
  await expect(panel.getByRole("link", { name: UMAIBO.name, exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: REESES.name, exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(panel).toBeHidden();

  await visit(page, "/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Complete your sweet journey")).toBeVisible();
  await expect(page.getByText("Qty: 1")).toHaveCount(2);

  // $0.99 + $2.49 = $3.48; SWEET10 takes $0.35 off; shipping $5.99.
  await page.getByRole("textbox", { name: "Coupon Code" }).fill("sweet10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText('Coupon "SWEET10" applied!')).toBeVisible();
  await expect(page.getByText("Coupon applied! You saved $0.35")).toBeVisible();
  const breakdown = page.getByRole("region", { name: "Price Breakdown" });
  await expect(breakdown.getByText("Discount (SWEET10)")).toBeVisible();
  await expect(breakdown.getByText("$5.99")).toBeVisible();
  await expect(breakdown.getByText("$9.12")).toBeVisible();

  await fillShipping(page);
  await prepareCheckedPayment(page);
  await expect(page.getByRole("button", { name: "Pay $9.12" })).toBeVisible();
  await payWith(page, "4242 4242 4242 4242");

  await expect(page.getByText("Payment successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByText("Discount (SWEET10)")).toBeVisible();
  await expect(page.getByText("−$0.35")).toBeVisible();
  await expect(page.getByText("$9.12")).toBeVisible();
  await expect(page.getByText("1 Candy Lane")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  // Checked once the toast has faded out: axe would measure its contrast mid-animation.
  await expect(page.getByText("Payment successful!")).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);

  // The page is its owner's alone: another browser gets the not-found page.
  const stranger = await page.context().browser()!.newPage();
  const response = await stranger.goto(page.url());
  expect(response?.status()).toBe(404);
  await stranger.close();
  const own = await page.request.get(page.url());
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");
});

test("a declined card keeps the shopper on the form with the provider's message", async ({ page }) => {
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await fillShipping(page);
  await prepareCheckedPayment(page);
  await payWith(page, "4000000000000002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeEnabled();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
});

test("a card that needs authentication goes through the sandbox page and /payment-success", async ({
  page,
}) => {
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await fillShipping(page);
  await prepareCheckedPayment(page);
  await payWith(page, "4000002500003155");
  await expect(page).toHaveURL(/\/sandbox\/authenticate/);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
});

test("a failed authentication ends on /payment-success with a way back to checkout", async ({ page }) => {
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await fillShipping(page);
  await prepareCheckedPayment(page);
  await payWith(page, "4000002500003155");
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=ST-/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your payment did not go through" }),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expectNoSeriousA11yViolations(page);

  // Its order page says the same, without thanks.
  const number = new URL(page.url()).searchParams.get("order")!;
  await visit(page, `/order-confirmation/${number}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText("This order was not paid and nothing was charged.")).toBeVisible();
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Prepare Payment" })).toBeVisible();
});

test("a shopper who left the payment step finds the cart as they left it, not sold out by their own reservation", async ({
  page,
}) => {
  // The demo's only Yopokki, used by no other browser test: preparing the payment reserves it.
  const yopokki = {
    productId: "550461fc-ee48-53aa-875d-0d0ff5b7ed1f",
    slug: "yopokki-sweet-spicy",
    name: "Yopokki Sweet & Spicy",
    priceCents: 449,
    imageUrl: "/images/products/yopokki-sweet-spicy-1.svg",
    stockQuantity: 1,
    quantity: 1,
  };
  await visitWithCart(page, "/checkout", [yopokki]);
  await fillShipping(page);
  await prepareCheckedPayment(page);

  // The shopper wanders off and comes back to the cart: the one left is theirs to buy.
  await visit(page, "/cart");
  await expect(page.getByRole("link", { name: yopokki.name })).toBeVisible();
  await expect(page.getByText("This product is now out of stock.", { exact: false })).toBeHidden();
  await expect(page.getByText("$4.49").first()).toBeVisible();
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page);
  await prepareCheckedPayment(page);
  await payWith(page, "4242424242424242");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
});

test("a stale price is refused by the server, shown plainly and refreshed", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow("/api/cart/quote");
  consoleGuard.allow("409 (Conflict)");
  // The cart remembers $0.50 and the page's first refresh from the server is lost, so the
  // browser still believes $0.50 + $5.99 when it prepares the payment.
  let refreshes = 0;
  await page.route(/\/api\/cart\/quote(\?|$)/, (route) =>
    refreshes++ === 0 ? route.abort() : route.continue(),
  );
  await visit(page, "/about");
  await page.evaluate(
    (items) => localStorage.setItem("sweet-trip-cart", JSON.stringify({ state: { items }, version: 1 })),
    [{ ...UMAIBO, priceCents: 50, quantity: 1 }],
  );
  await visit(page, "/checkout");
  const breakdown = page.getByRole("region", { name: "Price Breakdown" });
  await expect(breakdown.getByText("$6.49")).toBeVisible();

  await fillShipping(page);
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Prices changed: your total is now $6.98");
  await expect(breakdown.getByText("$6.98")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeHidden();

  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("button", { name: "Pay $6.98" })).toBeVisible();
});

test("a client already holding three unpaid orders is asked to finish one first, and gets no payment form", async ({
  page,
  playwright,
  extraHTTPHeaders,
  consoleGuard,
}) => {
  consoleGuard.allow("429 (Too Many Requests)");
  // Three other checkouts from this client's address (each its own session) hold stock.
  const order = {
    amount: UMAIBO.priceCents + 599,
    currency: "usd",
    cartItems: [{ product_id: UMAIBO.productId, quantity: 1 }],
    customerInfo: {
      email: "hoarder@example.com",
      firstName: "Hoa",
      lastName: "Rder",
      shippingAddress: { address: "1 Candy Lane", city: "Portland", state: "OR", zipCode: "97201" },
    },
  };
  for (let i = 0; i < 3; i++) {
    const other = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders,
    });
    expect((await other.post("/api/create-payment-intent", { data: order })).status()).toBe(200);
    await other.dispose();
  }

  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await fillShipping(page);
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many pending orders. Please complete or wait for your current order.",
  );
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeHidden();
});

test("Prepare Payment asks for the required shipping fields first", async ({ page }) => {
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await page.getByLabel("First Name").fill("Ada");
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required shipping information");
  await expect(page.getByLabel("Last Name")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeHidden();
});

test("the coupon box says each of the spec's problems", async ({ page }) => {
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  const code = page.getByRole("textbox", { name: "Coupon Code" });
  const apply = page.getByRole("button", { name: "Apply" });
  const cases: [string, string][] = [
    ["", "Please enter a coupon code"],
    ["NOPE", "Invalid coupon code"],
    ["OLDCANDY", "Coupon has expired"],
    ["SOLDOUT", "Coupon usage limit exceeded"],
    ["BIGBAG", "Minimum order amount of $50.00 required"],
  ];
  for (const [input, message] of cases) {
    await code.fill(input);
    await apply.click();
    await expect(page.getByText(message)).toBeVisible();
  }
});

test("an empty cart sends /checkout to the cart page", async ({ page }) => {
  await visit(page, "/checkout");
  await expect(page).toHaveURL(/\/cart$/);
});

test("checkout is not cached and is accessible in light and dark", async ({ page }) => {
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  const response = await page.request.get("/checkout");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText("Umaibo Corn Potage")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("checkout fits 375 px and speaks Spanish through to the payment form", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "site-lang", value: "es", url: baseURL! }]);
    // 12 × $4.49 + 12 × $0.99 = $65.76: free shipping, each within the limit of 12 per order.
    await visitWithCart(page, "/checkout", [
      { ...HI_CHEW, quantity: 12 },
      { ...UMAIBO, quantity: 12 },
    ]);
    await expect(page.getByRole("heading", { level: 1, name: "Finalizar compra" })).toBeVisible();
    await expect(page.getByText("Completa tu viaje dulce")).toBeVisible();
    // The summary is folded to a bar with the total at the top (issue 27 item 9).
    await page.getByRole("button", { name: "Ver resumen del pedido" }).click();
    await expect(page.getByText("¡Tienes envío gratis!")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByLabel("Nombre", { exact: true }).fill("Ada");
    await page.getByLabel("Apellidos").fill("Lovelace");
    await page.getByLabel("Correo electrónico").fill("ada@example.com");
    await page.getByLabel("Dirección").fill("1 Candy Lane");
    await page.getByLabel("Ciudad").fill("Portland");
    await page.getByLabel("Código postal").fill("97201");
    await page.getByRole("button", { name: "Preparar pago" }).click();
    await expect(page.getByRole("heading", { name: "Información de pago" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pagar $65.76" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
