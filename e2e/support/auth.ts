import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test, visit } from "./fixtures";

/** Account steps that many browser tests share. */

export interface TestShopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The back office's admin, made by `npm run create-admin` when the test server starts (playwright.config.ts). */
export const ADMIN = { email: "admin@sweettrip.test", password: "admin-sweet-1" };

/** The admin's signed-in browser state, saved once by e2e/admin.setup.ts. */
export const ADMIN_STATE = "e2e/artifacts/.auth/admin.json";

/** The rest of the file (or describe block) runs in the admin's signed-in browser. */
export function signedInAsAdmin(): void {
  test.use({ storageState: ADMIN_STATE });
}

/** A shopper nobody has registered yet. */
export function newShopper(overrides: Partial<TestShopper> = {}): TestShopper {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    password: "sweet-secret-1",
    ...overrides,
  };
}

/**
 * The newest link to `path` (e.g. "/auth/callback") in the e-mails sent to `to`, read from
 * /dev/mailbox (DEV_MAILBOX=1 in the test server).
 */
export function mailboxLink(to: string, path: string): Promise<string> {
  return linkInMailbox(readMailbox, to, path);
}

/**
 * /dev/mailbox's page, read as a developer on the machine would, not as the test's browser: that
 * one comes "through a proxy" (its X-Forwarded-For), which the mailbox refuses (decision 041).
 * Node's own fetch, since Playwright's request contexts take the test's headers.
 */
export async function readMailbox(): Promise<string> {
  const answer = await fetch(new URL("/dev/mailbox", test.info().project.use.baseURL));
  return answer.text();
}

async function linkInMailbox(mailbox: () => Promise<string>, to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await mailbox();
        for (const article of html.split("<article").slice(1)) {
          if (!article.includes(to)) continue;
          const match = article.match(
            new RegExp(`href="(https?://[^"]*${path.replace(/\//g, "\\/")}[^"]*)"`),
          );
          if (match) return (found = match[1]!.replace(/&amp;/g, "&"));
        }
        return undefined;
      },
      { message: `an e-mail to ${to} with a link to ${path}` },
    )
    .toBeTruthy();
  return found!;
}

/** Fills and sends the registration form (the page ends on /login). */
export async function register(page: Page, shopper: TestShopper): Promise<void> {
  await visit(page, "/register");
  await page.getByLabel("First name").fill(shopper.firstName);
  await page.getByLabel("Last name").fill(shopper.lastName);
  await page.getByLabel("Email address").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByLabel("Confirm password").fill(shopper.password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Registers a new shopper and follows the verification link: the browser ends signed in. */
export async function registerAndSignIn(page: Page, shopper = newShopper()): Promise<TestShopper> {
  await register(page, shopper);
  await page.goto(await mailboxLink(shopper.email, "/auth/callback"));
  await expect(page.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
  return shopper;
}

/** Signs in through /login; the page ends where the form sends it. */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string },
  options: { rememberMe?: boolean; from?: string } = {},
): Promise<void> {
  await visit(page, options.from ? `/login?redirectTo=${encodeURIComponent(options.from)}` : "/login");
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  if (options.rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
}
