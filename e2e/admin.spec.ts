import type { Page } from "@playwright/test";
import { ADMIN, registerAndSignIn, signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useDarkTheme,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/** The back office: who may open it, the dashboard, and the frame around every admin page. */

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

test.describe("access", () => {
  test("a visitor is sent to sign in and comes back to the dashboard; the menu offers Admin Panel", async ({
    page,
  }) => {
    await visit(page, "/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
    await page.getByLabel("Email address").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    await visit(page, "/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    for (const name of ["Total Revenue", "Total Orders", "Total Customers", "Products"]) {
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }
  });

  test("a shopper gets the 403 page and no Admin Panel in the menu", async ({ page, consoleGuard }) => {
    consoleGuard.allow("403");
    await registerAndSignIn(page);
    const response = await visit(page, "/admin/audit");
    expect(response.status()).toBe(403);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Admins only" })).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "My Account" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
  });
});

test.describe("signed in as the admin", () => {
  signedInAsAdmin();

  test("the dashboard's Quick Actions and the sections open their pages; never stored", async ({ page }) => {
    const response = await visit(page, "/admin");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await page.getByRole("link", { name: "Manage Products" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(adminNav(page).getByRole("link", { name: "Products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await adminNav(page).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("link", { name: "View Orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await adminNav(page).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("link", { name: "Manage Coupons" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await adminNav(page).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  });

  test("the dashboard and the audit log are accessible, light and dark", async ({ page }) => {
    await visit(page, "/admin");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
    await visit(page, "/admin/audit");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("keyboard only", () => {
  signedInAsAdmin();

  test("the skip link, the sections in order with a visible focus, a filter sent with Enter", async ({
    page,
  }) => {
    await visit(page, "/admin");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    // The main content starts with the admin's sections, in their order.
    for (const name of [
      "Dashboard",
      "Products",
      "Categories",
      "Orders",
      "Returns",
      "Coupons",
      "Gift cards",
      "Customers",
      "Reviews",
      "Audit log",
    ]) {
      const link = adminNav(page).getByRole("link", { name });
      await expect(link).toBeFocused();
      expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
      if (name !== "Audit log") await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

    await page.getByLabel("Admin's e-mail").focus();
    await page.keyboard.type("nobody-at-all");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/actor=nobody-at-all/);
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  });
});

test.describe("on a phone, in Spanish and dark", () => {
  useMobileViewport();
  signedInAsAdmin();

  test("the dashboard and the audit log fit 375 px and speak Spanish", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Ingresos totales" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    const secciones = page.getByRole("navigation", { name: "Secciones de administración" });
    await secciones.getByRole("link", { name: "Registro de cambios" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Registro de cambios" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
