import type { Locator, Page } from "@playwright/test";
import { registerAndSignIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

// Demo products that no other browser test reviews or counts the reviews of; each test writes
// on its own product, so tests running side by side never see each other's reviews.
const BANANA_KICK = "/product/banana-kick"; // 3 reviews
const CRUNCHIE = "/product/cadbury-crunchie"; // 3 reviews
const BANANA_MILK = "/product/binggrae-banana-milk"; // 3 reviews
const AIRHEADS = "/product/airheads-assorted"; // 2 reviews
const COTE_DOR = "/product/cote-dor-noir-de-noir"; // 3 reviews

const reviewsRegion = (page: Page) =>
  page.getByRole("region", { name: /Customer Reviews|Opiniones de clientes/ });

/** The ratings of the listed reviews, read from their stars' labels ("Rated 4 out of 5"). */
async function listedRatings(region: Locator): Promise<number[]> {
  const labels = await region
    .getByRole("listitem")
    .getByRole("img", { name: /^Rated \d out of 5$/ })
    .evaluateAll((stars) => stars.map((star) => star.getAttribute("aria-label") ?? ""));
  return labels.map((label) => Number(/Rated (\d)/.exec(label)![1]));
}

/** Spec section 9: the mean to one decimal, as the page writes it ("4.0"). */
function averageText(ratings: number[]): string {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return (Math.round((sum * 10) / ratings.length) / 10).toFixed(1);
}

/**
 * The summary beside the product's name and the one heading the reviews say the same. The cards
 * of Pairs well with (other products, which may have as many reviews) are not counted.
 */
async function expectSummaries(page: Page, average: string, count: number) {
  const countText = `(${count} ${count === 1 ? "review" : "reviews"})`;
  const main = page.getByRole("main");
  const pairs = page.getByRole("region", { name: "Pairs well with" });
  const outsidePairs = async (text: string) =>
    (await main.getByText(text, { exact: true }).count()) -
    (await pairs.getByText(text, { exact: true }).count());
  await expect.poll(() => outsidePairs(countText)).toBe(count > 0 ? 2 : 1);
  if (count > 0) {
    await expect.poll(() => outsidePairs(average)).toBe(2);
    await expect(main.getByRole("img", { name: `Rated ${Number(average)} out of 5` }).first()).toBeVisible();
  }
}

test.describe("reviews, signed out", () => {
  test("the section invites the visitor to sign in and come back to the reviews", async ({ page }) => {
    await visit(page, BANANA_KICK);
    const region = reviewsRegion(page);
    await expect(region.getByText("Tried this treat?")).toBeVisible();
    await expect(region.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent(`${BANANA_KICK}#reviews`)}`,
    );
    await expect(region.getByRole("button", { name: "Write a review" })).toHaveCount(0);
    await expect(region.getByText("Your review", { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("reviews, signing in from the invitation", () => {
  test("brings the shopper back to the product's reviews, ready to write one", async ({ page, context }) => {
    const shopper = await registerAndSignIn(page);
    await context.clearCookies();

    await visit(page, BANANA_KICK);
    await reviewsRegion(page).getByRole("link", { name: "Sign in to write a review" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(new RegExp(`${BANANA_KICK}#reviews$`));
    await expect(reviewsRegion(page).getByRole("button", { name: "Write a review" })).toBeInViewport();
  });
});

test.describe("reviews, signed in", () => {
  test("write a review with the keyboard, see it first with the new average, edit it and delete it", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await visit(page, CRUNCHIE);
    const region = reviewsRegion(page);
    const before = await listedRatings(region);
    expect(before.length).toBeGreaterThan(0);
    await expectSummaries(page, averageText(before), before.length);

    // Keyboard only: open the form, choose 4 stars with the arrow keys, type, send.
    await region.getByRole("button", { name: "Write a review" }).focus();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("heading", { name: "Write a review" })).toBeVisible();
    const stars = region.getByRole("radiogroup", { name: "Your rating" });
    await expect(stars.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(stars.getByText("4 of 5 stars")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(region.getByLabel("Title (optional)")).toBeFocused();
    await page.keyboard.type("Honeycomb heaven");
    await expect(region.getByText("16 of 100 characters")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Crunchy, sticky and great with coffee.");
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Submit review" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText("Thanks for your review!")).toBeVisible();
    const own = region.getByRole("article", { name: "Your review" });
    await expect(own).toBeFocused();
    // First in the list, signed with the profile's name.
    await expect(
      region.getByRole("listitem").first().getByRole("article", { name: "Your review" }),
    ).toBeVisible();
    await expect(own.getByRole("heading", { name: "Honeycomb heaven" })).toBeVisible();
    await expect(own.getByText("Crunchy, sticky and great with coffee.")).toBeVisible();
    await expect(own.getByText("By Ada L.")).toBeVisible();
    await expect(own.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Write a review" })).toHaveCount(0);
    await expectSummaries(page, averageText([...before, 4]), before.length + 1);

    // Edit: down to 2 stars, another title.
    await own.getByRole("button", { name: "Edit" }).click();
    await expect(region.getByRole("heading", { name: "Edit your review" })).toBeVisible();
    await expect(stars.getByRole("radio", { name: "4 stars" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await region.getByLabel("Title (optional)").fill("Too sweet after all");
    await region.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Review updated")).toBeVisible();
    await expect(own.getByRole("heading", { name: "Too sweet after all" })).toBeVisible();
    await expect(own.getByRole("img", { name: "Rated 2 out of 5" })).toBeVisible();
    await expectSummaries(page, averageText([...before, 2]), before.length + 1);

    // Delete asks first; keeping it changes nothing.
    await own.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your review?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    await expect(own.getByRole("button", { name: "Delete" })).toBeFocused();

    await own.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete review" }).click();
    await expect(page.getByText("Review deleted")).toBeVisible();
    await expect(own).toHaveCount(0);
    await expect(region.getByRole("button", { name: "Write a review" })).toBeFocused();
    await expectSummaries(page, averageText(before), before.length);

    // The page as the server renders it afresh says the same.
    await page.reload();
    await expect(reviewsRegion(page).getByRole("article", { name: "Your review" })).toHaveCount(0);
    await expectSummaries(page, averageText(before), before.length);
  });

  test("asks for a rating and keeps the title to 100 characters, pointing at each problem", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await visit(page, BANANA_MILK);
    const region = reviewsRegion(page);
    await region.getByRole("button", { name: "Write a review" }).click();
    await region.getByLabel("Title (optional)").fill("t".repeat(101));
    await expect(region.getByText("101 of 100 characters")).toBeVisible();
    await region.getByRole("button", { name: "Submit review" }).click();

    const stars = region.getByRole("radiogroup", { name: "Your rating" });
    await expect(stars).toHaveAccessibleDescription("Please choose a rating from 1 to 5 stars.");
    await expect(stars.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
    await expect(region.getByLabel("Title (optional)")).toHaveAccessibleDescription(
      /The title can be at most 100 characters\./,
    );
    await expect(region.getByLabel("Title (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Thanks for your review!")).toHaveCount(0);

    // Corrected, each message goes as the field is put right.
    await stars.getByRole("radio", { name: "5 stars" }).check();
    await expect(stars).not.toHaveAttribute("aria-invalid", "true");
    await region.getByLabel("Title (optional)").fill("t".repeat(100));
    await expect(region.getByLabel("Title (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await region.getByRole("button", { name: "Cancel" }).click();
    await expect(region.getByRole("button", { name: "Write a review" })).toBeFocused();
  });

  test("shows HTML in a review as the text it is", async ({ page }) => {
    await registerAndSignIn(page);
    await visit(page, AIRHEADS);
    const region = reviewsRegion(page);
    const title = `<script>window.__reviewXss = "title"</script>`;
    const comment = `<img src="/x.png" onerror="window.__reviewXss = 'comment'"> <b>not bold</b>`;
    await region.getByRole("button", { name: "Write a review" }).click();
    await region.getByRole("radio", { name: "3 stars" }).check();
    await region.getByLabel("Title (optional)").fill(title);
    await region.getByLabel("Your review (optional)").fill(comment);
    await region.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thanks for your review!")).toBeVisible();

    for (const when of ["after sending", "rendered by the server"]) {
      if (when === "rendered by the server") await page.reload();
      const own = reviewsRegion(page).getByRole("article", { name: "Your review" });
      await expect(own.getByRole("heading", { name: title }), when).toBeVisible();
      await expect(own.getByText(comment), when).toBeVisible();
      await expect(own.locator("img, b, script"), when).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as { __reviewXss?: string }).__reviewXss),
        when,
      ).toBeUndefined();
    }
  });

  test("the section with the form, the own review and the dialog is accessible, light and dark", async ({
    page,
  }) => {
    // Five axe runs over a long product page, after registering: more than the default budget.
    test.slow();
    await registerAndSignIn(page);
    await visit(page, COTE_DOR);
    const region = reviewsRegion(page);
    await region.getByRole("button", { name: "Write a review" }).click();
    await region.getByRole("button", { name: "Submit review" }).click();
    await expect(region.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await region.getByRole("radio", { name: "5 stars" }).check();
    await region.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thanks for your review!")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
    await region.getByRole("button", { name: "Edit" }).click();
    await expectNoSeriousA11yViolations(page);
    await region.getByRole("button", { name: "Cancel" }).click();
    await region.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("reviews on a 375 px phone, in Spanish", () => {
  useMobileViewport();

  test("the section fits, speaks Spanish, and a review is written, edited and deleted", async ({ page }) => {
    await registerAndSignIn(page);
    await useSpanish(page);
    await visit(page, BANANA_KICK);
    const region = reviewsRegion(page);
    await expect(region.getByRole("heading", { name: "Opiniones de clientes" })).toBeVisible();
    await region.getByRole("button", { name: "Escribir una opinión" }).click();
    await expect(region.getByRole("heading", { name: "Escribir una opinión" })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await region.getByRole("button", { name: "Enviar opinión" }).click();
    await expect(region.getByText("Elige una valoración de 1 a 5 estrellas.")).toBeVisible();
    await region.getByRole("radio", { name: "4 estrellas" }).check();
    await region.getByLabel("Título (opcional)").fill("¡Riquísimo!");
    await region.getByRole("button", { name: "Enviar opinión" }).click();
    await expect(page.getByText("¡Gracias por tu opinión!")).toBeVisible();
    const own = region.getByRole("article", { name: "Tu opinión" });
    await expect(own.getByRole("heading", { name: "¡Riquísimo!" })).toBeVisible();
    await expect(own.getByText("Por Ada L.")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await own.getByRole("button", { name: "Editar" }).click();
    await region.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Opinión actualizada")).toBeVisible();

    await own.getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Eliminar tu opinión?" });
    await expectNoHorizontalOverflow(page);
    await dialog.getByRole("button", { name: "Eliminar opinión" }).click();
    await expect(page.getByText("Opinión eliminada")).toBeVisible();
    await expect(own).toHaveCount(0);
  });

  test("signed out, the invitation fits too", async ({ page }) => {
    await useSpanish(page);
    await visit(page, AIRHEADS);
    const region = reviewsRegion(page);
    await expect(region.getByRole("link", { name: "Inicia sesión para opinar" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
