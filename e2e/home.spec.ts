import type { Page, Request } from "@playwright/test";
import { mailboxLink } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, expectNoHorizontalOverflow, test, useMobileViewport, visit } from "./support/fixtures";

const TAGLINE = "Discover Candy from Around the World";

/** The home page's blocks in the spec's order, each a landmark named by its heading. */
const BLOCKS = {
  en: [
    TAGLINE,
    "Why Choose Sweet Trip?",
    "Experience Sweet Trip",
    "Explore by Region",
    "Featured Products",
    "What Our Customers Say",
    "Join the Sweet Trip Club",
  ],
  es: [
    "Descubre dulces de todo el mundo",
    "¿Por qué elegir Sweet Trip?",
    "Vive Sweet Trip",
    "Explora por región",
    "Productos destacados",
    "Lo que dicen nuestros clientes",
    "Únete al club Sweet Trip",
  ],
};

/** The demo catalogue's categories in name order, with their slugs. */
const CATEGORIES = [
  ["American Favorites", "american-favorites"],
  ["Chocolate Collection", "chocolate-collection"],
  ["European Delights", "european-delights"],
  ["Exotic International", "exotic-international"],
  ["Japanese Snacks", "japanese-snacks"],
  ["Korean Treats", "korean-treats"],
] as const;

/** What the newsletter box says to a sign-up: the address waits for its confirmation link. */
const SUBSCRIBED = "Almost there! Check your inbox to confirm your subscription.";

const block = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });

/** An address no other test (or earlier run on the same database) has used. */
const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@Example.com`;

/** Records the newsletter requests the page makes. */
function watchNewsletterRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/newsletter")) requests.push(request);
  });
  return requests;
}

test.describe("home page, in English", () => {
  test("shows every block in the spec's order and wording, accessibly, and may be cached", async ({
    page,
  }) => {
    const response = await visit(page, "/");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/\bpublic\b/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAGLINE);
    const regions = page.getByRole("main").getByRole("region");
    await expect(regions).toHaveCount(BLOCKS.en.length);
    for (const [index, name] of BLOCKS.en.entries()) {
      await expect(regions.nth(index)).toHaveAccessibleName(name);
    }

    const hero = block(page, TAGLINE);
    await expect(hero.getByRole("link", { name: "Shop Featured" })).toHaveAttribute("href", "/featured");
    await expect(hero.getByRole("link", { name: "Explore Categories" })).toHaveAttribute(
      "href",
      "/categories",
    );
    // The demo reviews' real average (app/modules/catalog/shop-figures.integration.test.ts).
    await expect(hero.getByText("4.0/5 Rating")).toBeVisible();

    const why = block(page, "Why Choose Sweet Trip?");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Free Shipping",
      "Authentic Products",
      "Unique Flavors",
    ]);
    await expect(why).toContainText("over $60");
    await expect(why).toContainText("100% authentic products");
    await expect(why).toContainText("limited-edition flavors");

    const experience = block(page, "Experience Sweet Trip");
    for (const [value, label] of [
      // Counted from the demo catalogue: 30 countries, 135 products.
      ["30+", "Countries"],
      ["100+", "Products"],
      ["24/7", "Online ordering"],
    ] as const) {
      await expect(experience.getByText(value, { exact: true })).toBeVisible();
      await expect(experience.getByText(label, { exact: true })).toBeVisible();
    }

    const testimonials = block(page, "What Our Customers Say").getByRole("figure");
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(testimonial.getByRole("blockquote")).not.toBeEmpty();
    }
    await expect(testimonials.locator("figcaption")).toHaveText(["Sarah M.", "David L.", "Lucía R."]);

    const newsletter = block(page, "Join the Sweet Trip Club");
    await expect(newsletter.getByLabel("Email address")).toBeVisible();
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test("Explore by Region lists the categories in name order, each linking to its page", async ({ page }) => {
    await visit(page, "/");
    const cards = block(page, "Explore by Region").getByRole("article");
    await expect(cards).toHaveCount(CATEGORIES.length);
    for (const [index, [name, slug]] of CATEGORIES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/category/${slug}`);
      await expect(card).toContainText(name);
      await expect(card).toContainText("Explore Collection");
      await expect(card.locator("img")).toHaveAttribute("src", `/images/categories/${slug}.svg`);
    }
    await expect(cards.locator("img").first()).toHaveAttribute("loading", "lazy");

    await cards.nth(4).getByRole("link").click();
    await expect(page).toHaveURL(/\/category\/japanese-snacks$/);
  });

  test("Featured Products shows up to 8 featured products and links to all products", async ({ page }) => {
    await visit(page, "/");
    const featured = block(page, "Featured Products");
    const cards = featured.getByRole("article");
    // The demo catalogue has more than 8 featured products: the home shows 8.
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all())
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await expect(featured.getByText("No featured products available")).toHaveCount(0);
    await expect(featured.getByRole("link", { name: "View All Products" })).toHaveAttribute(
      "href",
      "/products",
    );
  });

  test("the video logo is muted, loops, has a poster and plays; its button pauses it", async ({ page }) => {
    await visit(page, "/");
    const experience = block(page, "Experience Sweet Trip");
    const video = experience.locator("video");
    await expect(video).toHaveAttribute("poster", /\/video\/logo-poster\.webp$/);
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("width", "800");
    await expect(video).toHaveAttribute("height", "450");
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    expect(
      await video.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("type"))),
    ).toEqual(["video/webm", "video/mp4"]);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await experience.getByRole("button", { name: "Pause the logo animation" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(experience.getByRole("button", { name: "Play the logo animation" })).toBeVisible();
  });

  test("floating candy: 48 decorative images behind the hero, hidden from assistive technology", async ({
    page,
  }) => {
    await visit(page, "/");
    const hero = block(page, TAGLINE);
    const candy = hero.locator('[aria-hidden="true"] .floating-candy img');
    await expect(candy).toHaveCount(48);
    await expect(candy.filter({ visible: true })).toHaveCount(48);
    for (const image of await candy.all()) await expect(image).toHaveAttribute("alt", "");
    // Nothing of it reaches the accessibility tree, and it never takes a click.
    await expect(hero.getByRole("img")).toHaveCount(0);
    await expect(hero.locator('[aria-hidden="true"]').first()).toHaveCSS("pointer-events", "none");
    await expect(hero.locator(".floating-candy").first()).toHaveCSS("animation-name", "candy-drift");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the candy stays still and the video shows its poster until asked to play", async ({ page }) => {
      await visit(page, "/");
      const pieces = block(page, TAGLINE).locator(".floating-candy");
      await expect(pieces.filter({ visible: true })).toHaveCount(48);
      for (const piece of await pieces.all()) await expect(piece).toHaveCSS("animation-name", "none");

      const experience = block(page, "Experience Sweet Trip");
      const video = experience.locator("video");
      await video.scrollIntoViewIfNeeded();
      const play = experience.getByRole("button", { name: "Play the logo animation" });
      await expect(play).toBeVisible();
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

      await play.click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    });
  });

  test.describe("newsletter", () => {
    test("subscribes without leaving the page, shows the busy state, clears the field", async ({ page }) => {
      await visit(page, "/");
      const newsletter = block(page, "Join the Sweet Trip Club");
      const email = newsletter.getByLabel("Email address");

      // Hold the answer back until the busy state has been seen.
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/newsletter*", async (route) => {
        await answered;
        await route.continue();
      });

      await email.fill(freshEmail("fan"));
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletter.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
      release();

      await expect(page.getByText(SUBSCRIBED)).toBeVisible();
      await expect(email).toHaveValue("");
      await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeEnabled();
      expect(new URL(page.url()).pathname).toBe("/");
    });

    test("subscribing twice with the same address succeeds both times", async ({ page }) => {
      await visit(page, "/");
      const newsletter = block(page, "Join the Sweet Trip Club");
      const address = freshEmail("twice");
      const success = page.getByText(SUBSCRIBED);

      await newsletter.getByLabel("Email address").fill(address);
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(success).toBeVisible();
      await expect(success).toBeHidden();

      await newsletter.getByLabel("Email address").fill(address.toUpperCase());
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(success).toBeVisible();
    });

    test("double opt-in: the e-mailed link opens a page whose button confirms the subscription", async ({
      page,
    }) => {
      const address = freshEmail("opt-in");
      await visit(page, "/");
      const newsletter = block(page, "Join the Sweet Trip Club");
      await newsletter.getByLabel("Email address").fill(address);
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(SUBSCRIBED)).toBeVisible();

      // Opening the link confirms nothing yet (mail scanners open links too); the button does.
      const link = await mailboxLink(address.toLowerCase(), "/newsletter/confirm");
      const response = await visit(page, link);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      await expect(page).toHaveTitle("Confirm Your Subscription | Sweet Trip");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");
      await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
        "href",
        "/products",
      );

      // The same link again: still confirmed, never an error.
      await visit(page, link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");
    });

    test("a link the shop never sent says so and leads back to the sign-up", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 410/);
      const response = await visit(page, "/newsletter/confirm?token=never-sent-0123456789abcdefghij");
      expect(response.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
      await page.getByRole("link", { name: "Sign up again" }).click();
      await expect(page).toHaveURL(/\/#newsletter$/);
    });

    test("an invalid address shows the error and is never sent", async ({ page }) => {
      await visit(page, "/");
      const requests = watchNewsletterRequests(page);
      const newsletter = block(page, "Join the Sweet Trip Club");
      const email = newsletter.getByLabel("Email address");

      await email.fill("not-an-email");
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletter.getByRole("alert")).toHaveText("Please enter a valid email address");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toBeFocused();

      await email.fill("");
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletter.getByRole("alert")).toHaveText("Please enter your email address");
      expect(requests).toEqual([]);

      // Typing clears the message.
      await email.fill("ana@");
      await expect(newsletter.getByRole("alert")).toBeEmpty();
      await expect(email).not.toHaveAttribute("aria-invalid");
    });

    test("the server refuses an invalid address with 400 and never caches the answer", async ({
      request,
    }) => {
      const refused = await request.post("/api/newsletter", { form: { email: "not-an-email" } });
      expect(refused.status()).toBe(400);
      expect(refused.headers()["cache-control"]).toBe("no-store");
      expect(await refused.json()).toEqual({ error: "Please enter a valid email address" });

      const accepted = await request.post("/api/newsletter", { form: { email: freshEmail("api") } });
      expect(accepted.status()).toBe(200);
      expect(accepted.headers()["cache-control"]).toBe("no-store");
      expect(await accepted.json()).toEqual({ ok: true });
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the newsletter form still subscribes and reports the outcome on the home page", async ({
      page,
    }) => {
      await page.goto("/");
      const newsletter = block(page, "Join the Sweet Trip Club");

      await newsletter.getByLabel("Email address").fill("not-an-email");
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/\?newsletter=invalid#newsletter$/);
      await expect(newsletter.getByRole("alert")).toHaveText("Please enter a valid email address");

      await newsletter.getByLabel("Email address").fill(freshEmail("no-script"));
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/\?newsletter=subscribed#newsletter$/);
      await expect(newsletter.getByRole("status")).toHaveText(SUBSCRIBED);
    });
  });

  test("is accessible in the dark theme", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("home page, in Spanish", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "site-lang", value: "es", url: baseURL! }]);
  });

  test("shows every block in Spanish, and subscribes with a Spanish answer", async ({ page }) => {
    await visit(page, "/");
    const regions = page.getByRole("main").getByRole("region");
    await expect(regions).toHaveCount(BLOCKS.es.length);
    for (const [index, name] of BLOCKS.es.entries()) {
      await expect(regions.nth(index)).toHaveAccessibleName(name);
    }

    const hero = block(page, BLOCKS.es[0]!);
    await expect(hero.getByRole("link", { name: "Ver destacados" })).toHaveAttribute("href", "/featured");
    await expect(hero.getByRole("link", { name: "Explorar categorías" })).toHaveAttribute(
      "href",
      "/categories",
    );
    await expect(hero.getByText("Valoración 4,0/5")).toBeVisible();
    await expect(block(page, "¿Por qué elegir Sweet Trip?").getByRole("heading", { level: 3 })).toHaveText([
      "Envío gratis",
      "Productos auténticos",
      "Sabores únicos",
    ]);
    const experience = block(page, "Vive Sweet Trip");
    await expect(experience.getByText("Países", { exact: true })).toBeVisible();
    await expect(experience.getByRole("button", { name: /logotipo/ })).toBeVisible();
    await expect(block(page, "Explora por región").getByText("Explorar colección")).toHaveCount(6);
    await expect(
      block(page, "Productos destacados").getByRole("link", { name: "Ver todos los productos" }),
    ).toBeVisible();
    await expect(block(page, "Lo que dicen nuestros clientes").getByRole("figure")).toHaveCount(3);

    const newsletter = block(page, "Únete al club Sweet Trip");
    await newsletter.getByLabel("Correo electrónico").fill("mal");
    await newsletter.getByRole("button", { name: "Suscribirse" }).click();
    await expect(newsletter.getByRole("alert")).toHaveText("Introduce un correo electrónico válido");

    await newsletter.getByLabel("Correo electrónico").fill(freshEmail("fan-es"));
    await newsletter.getByRole("button", { name: "Suscribirse" }).click();
    await expect(
      page.getByText("¡Ya casi está! Revisa tu bandeja de entrada para confirmar tu suscripción."),
    ).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("home page on a 375 px phone", () => {
  useMobileViewport();

  test("shows 12 of the 48 floating sweets, fits the screen and is accessible", async ({ page }) => {
    await visit(page, "/");
    const candy = block(page, TAGLINE).locator('[aria-hidden="true"] .floating-candy img');
    await expect(candy).toHaveCount(48);
    await expect(candy.filter({ visible: true })).toHaveCount(12);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
