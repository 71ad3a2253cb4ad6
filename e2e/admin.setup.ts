import { ADMIN, ADMIN_STATE, signIn } from "./support/auth";
import { test } from "./support/fixtures";

/**
 * Signs the admin in once for every back-office test (their browsers start from this session):
 * sign-in counts its attempts per e-mail address, and a dozen tests signing in as one admin
 * would meet that limit.
 */
test("sign in as the admin", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.context().storageState({ path: ADMIN_STATE });
});
