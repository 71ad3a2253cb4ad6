import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { registerAndSignIn, signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  otherVisitor,
  test,
  useDarkTheme,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/** Review moderation: an admin deletes a shopper's review, and the shop stops showing it. */

signedInAsAdmin();

// A demo product that no other browser test reviews or counts the reviews of.
const LOTUS = "/product/lotus-biscoff";

const reviewsRegion = (page: Page) =>
  page.getByRole("region", { name: /Customer Reviews|Opiniones de clientes/ });

test("an admin finds a shopper's review, deletes it after confirming, and the product page drops it", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Cheap pills ${randomUUID().slice(0, 8)}`;

  // A shopper writes the review.
  const shopper = await otherVisitor(browser);
  await registerAndSignIn(shopper);
  await visit(shopper, LOTUS);
  const region = reviewsRegion(shopper);
  await region.getByRole("button", { name: "Write a review" }).click();
  await region.getByRole("radio", { name: "1 star", exact: true }).check();
  await region.getByLabel("Title (optional)").fill(title);
  await region.getByLabel("Your review (optional)").fill("Visit spam.example for the best deals!");
  await region.getByRole("button", { name: "Submit review" }).click();
  await expect(shopper.getByText("Thanks for your review!")).toBeVisible();

  // The admin opens Reviews from the sections and finds it.
  await visit(page, "/admin");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Reviews" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await page.getByLabel("Words or author").fill(title);
  await page.getByLabel("Words or author").press("Enter");
  await expect(page).toHaveURL(/\/admin\/reviews\?q=/);
  await expect(page.getByText("1 review", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: "Lotus Biscoff Cookies", exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/products\/[0-9a-f-]{36}$/,
  );
  await expect(row.getByRole("link", { name: /in the shop/ })).toHaveAttribute("href", LOTUS);
  await expect(row.getByRole("img", { name: "Rated 1 out of 5" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Delete asks first; Cancel keeps it.
  const ask = row.getByRole("button", { name: /^Delete the review by Ada L\. of / });
  await ask.click();
  const question = row.getByRole("group", {
    name: "Delete this review by Ada L.? Shoppers will no longer see it.",
  });
  await expect(question.getByRole("button", { name: "Yes, delete" })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeFocused();

  await ask.click();
  await row.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Review by Ada L. deleted.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("0 reviews", { exact: true })).toBeVisible();

  // The shop's product page no longer shows it (its cached copy was dropped).
  await visit(shopper, LOTUS);
  await expect(reviewsRegion(shopper).getByText(title)).toHaveCount(0);
  await expect(reviewsRegion(shopper).getByRole("button", { name: "Write a review" })).toBeVisible();
  await shopper.context().close();

  // The audit log keeps what it said.
  await visit(page, "/admin/audit?entity=review");
  const entry = page.getByRole("listitem").filter({ hasText: title });
  await expect(entry.getByText("review.delete")).toBeVisible();
});

test.describe("on a phone, in Spanish and dark", () => {
  useMobileViewport();

  test("the reviews fit 375 px as cards and speak Spanish", async ({ page }) => {
    await useSpanish(page);
    await useDarkTheme(page);
    await visit(page, "/admin/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Opiniones" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Borrar la opinión de / }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
