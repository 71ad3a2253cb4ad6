import type { Page } from "@playwright/test";
import { mailboxLink, registerAndSignIn } from "./support/auth";
import { payWithTestCard } from "./support/checkout";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { UMAIBO, visitWithCart } from "./support/cart";
import { expect, expectNoHorizontalOverflow, test, useMobileViewport, visit } from "./support/fixtures";

/**
 * The account pages (issue 7): profile, saved addresses, and the checkout that uses them. A
 * shopper registers and confirms their e-mail first (e2e/support/auth.ts).
 */

const HOME = { address: "1 Candy Lane", city: "Portland", state: "OR", zipCode: "97201" };
const WORK = { address: "500 Office Park", city: "Salem", state: "OR", zipCode: "97301" };

/** Fills the address part of an address form (checkout or /addresses); names stay as they are. */
async function fillPlace(page: Page, place: typeof HOME) {
  await page.getByLabel("Address", { exact: true }).fill(place.address);
  await page.getByLabel("City").fill(place.city);
  await page.getByLabel("State (optional)").fill(place.state);
  await page.getByLabel("ZIP Code").fill(place.zipCode);
}

/** The card of the saved address on `street`. */
const addressCard = (page: Page, street: string) =>
  page.getByRole("main").getByRole("listitem").filter({ hasText: street });

async function addAddress(page: Page, place: typeof HOME) {
  await page.getByRole("button", { name: "Add address" }).first().click();
  await expect(page.getByRole("heading", { name: "New address" })).toBeVisible();
  await fillPlace(page, place);
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address saved", { exact: true })).toBeVisible();
  await expect(addressCard(page, place.address)).toBeVisible();
}

test("a visitor is asked to sign in, with the way back to the account", async ({ page }) => {
  const response = await visit(page, "/account");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Please sign in" })).toBeVisible();
  await expect(page.getByText("You need to be logged in to view your account.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/login?redirectTo=/account",
  );
  await expectNoSeriousA11yViolations(page);

  await visit(page, "/addresses");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faddresses$/);
});

test("editing the profile: checked as typed, saved with a toast, the new name in the menu", async ({
  page,
  consoleGuard,
}) => {
  // The wrong current password is answered 400, which the browser notes in its console.
  consoleGuard.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]*\/account\.data:/);
  const shopper = await registerAndSignIn(page);
  await visit(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile Information" });
  await expect(profile.getByText("Ada Lovelace")).toBeVisible();
  await expect(profile.getByText(shopper.email)).toBeVisible();
  // No phone yet: none shown.
  await expect(profile.getByText("Phone", { exact: true })).toHaveCount(0);

  const quickActions = page.getByRole("navigation", { name: "Quick Actions" });
  await expect(quickActions.getByRole("link", { name: "View Orders" })).toHaveAttribute("href", "/orders");
  await expect(quickActions.getByRole("link", { name: "My Wishlist" })).toHaveAttribute("href", "/wishlist");
  await expect(quickActions.getByRole("link", { name: "Manage Addresses" })).toHaveAttribute(
    "href",
    "/addresses",
  );

  await profile.getByRole("button", { name: "Edit Profile" }).click();
  const firstName = profile.getByLabel("First name");
  await expect(firstName).toBeFocused();
  await firstName.fill("Augusta");
  await profile.getByLabel("Phone (optional)").fill("call me maybe");
  await profile.getByRole("button", { name: "Save changes" }).click();
  const phone = profile.getByLabel("Phone (optional)");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);

  await phone.fill("+1 (503) 555-0199");
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(profile.getByText("Augusta Lovelace")).toBeVisible();
  await expect(profile.getByText("+1 (503) 555-0199")).toBeVisible();
  await expect(profile.getByRole("button", { name: "Edit Profile" })).toBeFocused();

  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText("Augusta Lovelace")).toBeVisible();
  await page.keyboard.press("Escape");

  // A new e-mail address needs the current password, then waits for its confirmation.
  const email = page.getByRole("region", { name: "Change e-mail address" });
  await email.getByLabel("New e-mail address").fill(`new-${shopper.email}`);
  await email.getByLabel("Current password").fill("not-my-password");
  await email.getByRole("button", { name: "Send link" }).click();
  await expect(email.getByLabel("Current password")).toHaveAccessibleDescription(
    "Your current password is incorrect",
  );
  await email.getByLabel("Current password").fill(shopper.password);
  await email.getByRole("button", { name: "Send link" }).click();
  await expect(email.getByRole("status")).toHaveText(
    `We sent a link to new-${shopper.email}. Your address changes once you confirm it.`,
  );
  await expect(profile.getByText(shopper.email, { exact: true })).toBeVisible();
  // Its link says which address the account now uses, without the sign-up's welcome.
  await page.goto(await mailboxLink(`new-${shopper.email}`, "/auth/callback"));
  await expect(page.getByRole("heading", { name: "Your new e-mail address is confirmed" })).toBeVisible();
  await expect(page.getByText(`Your account now uses new-${shopper.email}`)).toBeVisible();
  await visit(page, "/account");
  await expect(profile.getByText(`new-${shopper.email}`, { exact: true })).toBeVisible();

  // A wrong current password is refused plainly.
  const password = page.getByRole("region", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await password.getByLabel("Confirm new password").fill("brand-new-1");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByLabel("Current password")).toHaveAccessibleDescription(
    "Your current password is incorrect",
  );
});

test("saved addresses: add two, make the second the default, delete the first", async ({ page }) => {
  await registerAndSignIn(page);
  await visit(page, "/addresses");
  await expect(page.getByRole("heading", { level: 1, name: "My Addresses" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No saved addresses yet" })).toBeVisible();

  // The form checks the checkout's rules before sending; a new address starts with the shopper's name.
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await page.getByLabel("Address", { exact: true }).fill(HOME.address);
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByLabel("City")).toBeFocused();
  await expect(page.getByLabel("City")).toHaveAccessibleDescription("Required");
  await page.getByRole("button", { name: "Cancel" }).click();

  await addAddress(page, HOME);
  await expect(addressCard(page, HOME.address).getByText("Default", { exact: true })).toBeVisible();
  await addAddress(page, WORK);
  await expect(addressCard(page, WORK.address).getByText("Default", { exact: true })).toHaveCount(0);
  await expect(page.getByText("2 of 20 addresses saved")).toBeVisible();

  await addressCard(page, WORK.address)
    .getByRole("button", { name: /^Set as default/ })
    .click();
  await expect(page.getByText("Default address updated")).toBeVisible();
  await expect(addressCard(page, WORK.address).getByText("Default", { exact: true })).toBeVisible();
  await expect(addressCard(page, HOME.address).getByText("Default", { exact: true })).toHaveCount(0);
  // Its button is gone with the change: focus follows the card to the top.
  await expect(addressCard(page, WORK.address)).toBeFocused();

  const home = addressCard(page, HOME.address);
  // Escape keeps the address, as Keep does, and gives focus back to Delete.
  await home.getByRole("button", { name: /^Delete/ }).click();
  await expect(home.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(home.getByText("Delete this address?")).toBeHidden();
  await expect(home.getByRole("button", { name: /^Delete/ })).toBeFocused();
  await home.getByRole("button", { name: /^Delete/ }).click();
  await expect(home.getByText("Delete this address?")).toBeVisible();
  await expect(home.getByRole("button", { name: "Keep" })).toBeFocused();
  await home.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByText("Address deleted")).toBeVisible();
  await expect(addressCard(page, HOME.address)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);

  // Escape leaves the form unsaved; editing keeps the default.
  await addressCard(page, WORK.address).getByRole("button", { name: /^Edit/ }).click();
  await page.getByLabel("City").fill("Nowhere");
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("City")).toBeHidden();
  await expect(addressCard(page, WORK.address).getByText("Nowhere")).toHaveCount(0);
  await addressCard(page, WORK.address).getByRole("button", { name: /^Edit/ }).click();
  await page.getByLabel("City").fill("Eugene");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address updated", { exact: true })).toBeVisible();
  await expect(addressCard(page, WORK.address).getByText("Eugene, OR, 97301")).toBeVisible();
  await expect(addressCard(page, WORK.address).getByText("Default", { exact: true })).toBeVisible();
});

test("checkout fills in the profile, then the saved default; a new address is offered for saving", async ({
  page,
}) => {
  test.slow();
  const shopper = await registerAndSignIn(page);

  // No saved address yet: the profile fills in who and where to write.
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 1 }]);
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await expect(page.getByLabel("Last Name")).toHaveValue("Lovelace");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(shopper.email);
  await expect(page.getByRole("group", { name: "Ship to a saved address" })).toHaveCount(0);
  await fillPlace(page, HOME);
  await payWithTestCard(page);

  await page.getByRole("button", { name: "Save this address" }).click();
  await expect(page.getByText("Address saved to your account").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save this address" })).toHaveCount(0);

  // Next time the saved address is the default and fills the form; another one can be chosen.
  await visitWithCart(page, "/checkout", [{ ...UMAIBO, quantity: 2 }]);
  const saved = page.getByRole("group", { name: "Ship to a saved address" });
  await expect(saved.getByRole("radio", { name: /1 Candy Lane/ })).toBeChecked();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(HOME.address);
  await expect(page.getByLabel("ZIP Code")).toHaveValue(HOME.zipCode);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(shopper.email);

  await saved.getByRole("radio", { name: "A different address" }).check();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await saved.getByRole("radio", { name: /1 Candy Lane/ }).check();
  await expect(page.getByLabel("City")).toHaveValue(HOME.city);

  // Field problems show under their fields, with the server's rules.
  await page.getByLabel("Phone (optional)").fill("call me");
  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please correct the shipping information marked below");
  await expect(page.getByLabel("Phone (optional)")).toBeFocused();
  await page.getByLabel("Phone (optional)").fill("");

  await payWithTestCard(page);
  // Shipped to a saved address: nothing to offer.
  await expect(page.getByRole("button", { name: "Save this address" })).toHaveCount(0);
  await visit(page, "/addresses");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
});

test("account pages are accessible in light and dark", async ({ page }) => {
  await registerAndSignIn(page);
  await visit(page, "/addresses");
  await addAddress(page, HOME);

  // Each page with its form open, so the fields are checked too.
  const pages: [string, string][] = [
    ["/account", "Edit Profile"],
    ["/addresses", "Add address"],
  ];
  for (const [path, opener] of pages) {
    await visit(page, path);
    await page.getByRole("button", { name: opener }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  }
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("the account and the addresses fit 375 px and speak Spanish", async ({ page, context, baseURL }) => {
    await registerAndSignIn(page);
    await context.addCookies([{ name: "site-lang", value: "es", url: baseURL! }]);

    await visit(page, "/account");
    await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Información del perfil" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Gestionar direcciones" })).toBeVisible();
    await page.getByRole("button", { name: "Editar perfil" }).click();
    await expect(page.getByLabel("Teléfono (opcional)")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await visit(page, "/addresses");
    await expect(page.getByRole("heading", { level: 1, name: "Mis direcciones" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aún no tienes direcciones guardadas" })).toBeVisible();
    await page.getByRole("button", { name: "Añadir dirección" }).click();
    await page.getByLabel("Dirección", { exact: true }).fill(HOME.address);
    await page.getByLabel("Ciudad").fill(HOME.city);
    await page.getByLabel("Código postal").fill(HOME.zipCode);
    await page.getByRole("button", { name: "Guardar dirección" }).click();
    await expect(page.getByText("Dirección guardada", { exact: true })).toBeVisible();
    await expect(addressCard(page, HOME.address).getByText("Predeterminada")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
