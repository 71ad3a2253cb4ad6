import { randomUUID } from "node:crypto";
import { ADMIN, signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { UMAIBO, visitWithCart } from "./support/cart";
import {
  expect,
  expectNoHorizontalOverflow,
  otherVisitor,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/** The back office's coupons and customers, seen from the admin's side and the shopper's. */

signedInAsAdmin();

test("a coupon created in the admin works at checkout at once, and stops once deactivated", async ({
  page,
  browser,
}) => {
  test.slow();
  const code = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  await visit(page, "/admin/coupons");
  await page.getByRole("link", { name: "New coupon" }).click();
  // (The list's own search field is labelled Code too: wait for the form.)
  await expect(page.getByRole("heading", { level: 1, name: "New coupon" })).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("Discount (%)").fill("20");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();

  // A shopper's checkout: $0.99 × 5 = $4.95; 20% takes $0.99 off.
  const shopper = await otherVisitor(browser);
  await visitWithCart(shopper, "/checkout", [{ ...UMAIBO, quantity: 5 }]);
  await shopper.getByRole("textbox", { name: "Coupon Code" }).fill(code);
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByText(`Coupon "${code}" applied!`)).toBeVisible();
  await expect(shopper.getByText("Coupon applied! You saved $0.99")).toBeVisible();

  // Deactivated in the admin: the next try is refused.
  await page.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("button", { name: "Yes, deactivate" }).click();
  await expect(page.getByText("This coupon is switched off: checkout refuses it.")).toBeVisible();
  await shopper.reload();
  await shopper.getByRole("textbox", { name: "Coupon Code" }).fill(code);
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByText("Invalid coupon code")).toBeVisible();
  await shopper.context().close();

  // Both changes are in the audit log.
  await visit(page, `/admin/audit?entity=coupon`);
  await expect(page.getByText("coupon.create").first()).toBeVisible();
  await expect(page.getByText("coupon.deactivate").first()).toBeVisible();
});

test("the coupon form says what is wrong under each field and saves nothing", async ({
  page,
  consoleGuard,
}) => {
  // The browser notes the refusals (400, 409) in the console.
  consoleGuard.allow(/status of (400|409)/);
  await visit(page, "/admin/coupons/new");
  await page.getByLabel("Code", { exact: true }).fill("SWEET10");
  await page.getByLabel("Discount (%)").fill("120");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByLabel("Discount (%)")).toHaveAccessibleDescription(/A percentage is at most 100/);
  await page.getByLabel("Discount (%)").fill("10");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(
    /Another coupon already has this code/,
  );
  await expectNoSeriousA11yViolations(page);
});

test("customers: the list shows orders and spending; an admin's own page offers no demotion", async ({
  page,
}) => {
  await visit(page, "/admin/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByRole("row").filter({ hasText: ADMIN.email }).getByRole("link").click();
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove admin access" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("coupons and customers fit 375 px and speak Spanish", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/admin/coupons");
    await expect(page.getByRole("heading", { level: 1, name: "Cupones" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await visit(page, "/admin/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
