import { registerAndSignIn } from "./support/auth";
import { productCard, UMAIBO } from "./support/cart";
import { payWithTestCard } from "./support/checkout";
import { expect, test, visit } from "./support/fixtures";

/**
 * A shopper's whole first visit with an account (issue 7): register, confirm from the e-mail,
 * edit the profile, save an address, keep a product from its card, buy it with the form filled in
 * from the account, find the order in the history, sign out — and nothing private stays behind.
 */
test("register → confirm → profile → address → wishlist → buy prefilled → /orders → sign out", async ({
  page,
}) => {
  test.slow();
  const shopper = await registerAndSignIn(page);

  // The profile gets a phone number.
  await visit(page, "/account");
  const profile = page.getByRole("region", { name: "Profile Information" });
  await profile.getByRole("button", { name: "Edit Profile" }).click();
  await profile.getByLabel("Phone (optional)").fill("+1 503 555 0142");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  // A saved address, the default as the first one.
  await visit(page, "/addresses");
  await page.getByRole("button", { name: "Add address" }).first().click();
  await page.getByLabel("Address", { exact: true }).fill("42 Gumdrop Road");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("ZIP Code").fill("97209");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address saved", { exact: true })).toBeVisible();

  // The heart on a card keeps the product; from the wishlist it goes into the cart.
  await visit(page, "/products?search=Umaibo");
  const card = productCard(page, UMAIBO.name);
  await card.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByText(`${UMAIBO.name} added to wishlist!`)).toBeVisible();
  await visit(page, "/wishlist");
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${UMAIBO.name} added to cart!`)).toBeVisible();

  // Checkout knows who and where: nothing to type.
  await visit(page, "/checkout");
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await expect(page.getByLabel("Last Name")).toHaveValue("Lovelace");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(shopper.email);
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("+1 503 555 0142");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("42 Gumdrop Road");
  const orderNumber = await payWithTestCard(page);

  // The order is in the history and opens its own page.
  await visit(page, "/orders");
  await page.getByRole("link", { name: new RegExp(orderNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByRole("main").getByText("42 Gumdrop Road")).toBeVisible();

  // Signing out ends it all: home, the menu offers Sign In, private pages ask to sign in.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByRole("main").getByText("42 Gumdrop Road")).toHaveCount(0);
  await visit(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "Please sign in" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Wishlist" })).toHaveCount(0);
});
