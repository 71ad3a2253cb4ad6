import { registerAndSignIn } from "./support/auth";
import { expect, test, visit, waitForHydration } from "./support/fixtures";

/**
 * Shared pages (decision 022): the home page, the lists, categories, search and the information
 * pages are the same for everyone in a language, so the page cache gives signed-in shoppers the
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

test("an analytics cookie does not keep a visitor from the cache", async ({ browser }) => {
  const visitor = await browser.newContext();
  await visitor.request.get("/shipping");
  await visitor.addCookies([{ name: "_ga", value: "GA1.1.123.456", url: test.info().project.use.baseURL! }]);
  const again = await visitor.request.get("/shipping");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  await visitor.close();
});
