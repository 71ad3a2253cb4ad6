import { registerAndSignIn } from "./support/auth";
import { expect, test, visit, waitForHydration } from "./support/fixtures";

/**
 * Shared pages (decision 022): the home page, the lists, categories, a product, search and the
 * information pages are the same for everyone in a language, so the page cache gives signed-in shoppers the
 * very page it gives everyone else, and the browser fills in the frame's personal parts.
 */

test("a signed-in shopper gets the cached home page, then their own header", async ({ page, browser }) => {
  // Someone anonymous asks first: the page is stored.
  const anonymous = await browser.newContext();
  const first = await anonymous.request.get("/about", { headers: { "accept-encoding": "br, gzip" } });
  expect(first.headers()["cache-control"]).toMatch(/public/);
  const anonymousHtml = await first.text();
  await anonymous.close();

  const shopper = await registerAndSignIn(page);
  const shared = await page.request.get("/about", { headers: { "accept-encoding": "br, gzip" } });
  expect(shared.headers()["x-page-cache"]).toBe("hit");
  expect(shared.headers()["cache-control"]).toMatch(/public/);
  const html = await shared.text();
  expect(html).toBe(anonymousHtml);
  expect(html).not.toContain(shopper.email);

  await visit(page, "/about");
  await waitForHydration(page);
  // Filled in after hydration: the wishlist link only members have, and their name in the menu.
  await expect(page.getByRole("link", { name: "Wishlist" })).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText(`${shopper.firstName} ${shopper.lastName}`);
});

test("a signed-in reviewer gets the cached product page, then sees their own review first", async ({
  page,
  browser,
}) => {
  // A product no other browser test reads: its review is there only while this test runs.
  const path = "/product/maoam-stripes";
  const shopper = await registerAndSignIn(page);
  await visit(page, path);
  await page.getByRole("button", { name: "Write a review" }).click();
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("button", { name: "Submit review" }).click();
  const own = page.getByRole("article", { name: "Your review" });
  await expect(own).toBeVisible();

  // Someone anonymous asks first: the page, with the new review, is stored.
  const anonymous = await browser.newContext();
  const anonymousHtml = await (await anonymous.request.get(path)).text();
  await anonymous.close();
  const shared = await page.request.get(path);
  expect(shared.headers()["x-page-cache"]).toBe("hit");
  expect(await shared.text()).toBe(anonymousHtml);
  expect(anonymousHtml).not.toContain(shopper.email);
  expect(anonymousHtml).not.toContain("Your review");

  // The browser learns whose review it is, and lists it first with Edit and Delete.
  await visit(page, path);
  await expect(own.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Write a review" })).toHaveCount(0);
  await own.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete review" }).click();
  await expect(own).toHaveCount(0);
});

test("an analytics cookie does not keep a visitor from the cache", async ({ browser }) => {
  const visitor = await browser.newContext();
  await visitor.request.get("/shipping");
  await visitor.addCookies([{ name: "_ga", value: "GA1.1.123.456", url: test.info().project.use.baseURL! }]);
  const again = await visitor.request.get("/shipping");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  await visitor.close();
});
