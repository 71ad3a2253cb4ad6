import type { Page } from "@playwright/test";
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

/** Each information page with its heading in both languages and the footer link that leads to it. */
const PAGES = [
  { path: "/about", en: "About Us", es: "Sobre nosotros", footer: "About Us" },
  { path: "/contact", en: "Contact Us", es: "Contáctanos", footer: "Contact Us" },
  { path: "/privacy", en: "Privacy Policy", es: "Política de privacidad", footer: "Privacy Policy" },
  { path: "/terms", en: "Terms of Service", es: "Términos del servicio", footer: "Terms of Service" },
  { path: "/shipping", en: "Shipping Info", es: "Información de envío", footer: "Shipping Info" },
  { path: "/returns", en: "Returns", es: "Devoluciones", footer: "Returns" },
] as const;

const INACTIVE_PRODUCTS = ["oreo-birthday-cake", "cadbury-wispa-gold", "kit-kat-sakura-matcha"];

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test.describe("information pages", () => {
  for (const { path, en, es } of PAGES) {
    test(`${path} renders in English and Spanish, cacheable and accessible`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toContain("public");
      await expect(heading(page, en)).toBeVisible();
      await expect(page).toHaveTitle(`${en} | Sweet Trip`);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await useSpanish(page);
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(heading(page, es)).toBeVisible();
      await expect(page).toHaveTitle(`${es} | Sweet Trip`);
      await expectNoSeriousA11yViolations(page);
    });

    test(`${path} is accessible in the dark theme`, async ({ page }) => {
      await useDarkTheme(page);
      await visit(page, path);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(heading(page, en)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("an information page states its date and the shop's constants", async ({ page }) => {
    await visit(page, "/shipping");
    const main = page.getByRole("main");
    await expect(main.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(main.getByText("Orders with a subtotal of $60.00 or more: free shipping.")).toBeVisible();
    await expect(main.getByText("Orders under $60.00: a flat fee of $5.99.")).toBeVisible();

    await visit(page, "/returns");
    await expect(page.getByRole("heading", { level: 2, name: "30 days to change your mind" })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@sweettrip.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sweettrip.example",
    );
  });

  test("the list of sections jumps to each section", async ({ page }) => {
    await visit(page, "/privacy");
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Your rights and how to ask for deletion" }).click();
    await expect(page).toHaveURL(/#privacy-section-6$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Your rights and how to ask for deletion" }),
    ).toBeInViewport();
  });

  test("the footer's information links reach every page", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("navigation", { name: "Information" });
    for (const { path, en, footer: label } of PAGES) {
      await footer.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(heading(page, en)).toBeVisible();
    }
  });

  test.describe("on a 375 px phone", () => {
    useMobileViewport();

    test("the privacy policy and the contact page fit, in Spanish and dark", async ({ page }) => {
      await useSpanish(page);
      await useDarkTheme(page);
      for (const { path, es } of [PAGES[2], PAGES[1]]) {
        await visit(page, path);
        await expect(heading(page, es)).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
});

test.describe("contact form", () => {
  test("shows each field's problem without sending, then sends and confirms", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, "/contact");
    await expect(page.getByRole("link", { name: "hello@sweettrip.example" })).toBeVisible();
    await expect(page.getByText("Within one business day")).toBeVisible();

    const name = page.getByLabel("Name", { exact: true });
    const email = page.getByLabel("E-mail", { exact: true });
    const subject = page.getByLabel("Subject", { exact: true });
    const message = page.getByLabel("Message", { exact: true });
    const send = page.getByRole("button", { name: "Send message" });

    await email.fill("ana@");
    await message.fill("Too short");
    await send.click();
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
    await expect(subject).toHaveAccessibleDescription("Please enter a subject.");
    await expect(message).toHaveAccessibleDescription(/Please write a message of at least 10 characters\./);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(posts, "an invalid form is not sent").toEqual([]);

    // Correcting a field clears its message at once.
    await name.fill("Ana García");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Please enter your name.")).toBeHidden();

    await email.fill("ana@example.com");
    await subject.fill("Pocky flavours");
    await message.fill("Will you stock the seasonal Pocky flavours again?");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await send.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");

    await expect(page.getByText("Thank you, your message is on its way!")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue("");
    expect(posts).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
  });

  test("works in Spanish", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/contact");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Escribe tu nombre.")).toBeVisible();

    await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
    await page.getByLabel("Correo electrónico", { exact: true }).fill("lucia@example.com");
    await page.getByLabel("Asunto", { exact: true }).fill("Pedido grande");
    await page.getByLabel("Mensaje", { exact: true }).fill("¿Hacéis envíos de 50 cajas para una boda?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("¡Gracias, tu mensaje va en camino!")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server refuses bad input with 400 and the fields' problems, keeping what was typed", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 400 \(Bad Request\)/);
      await page.goto("/contact");
      await page.getByLabel("Name", { exact: true }).fill("Ana");
      await page.getByLabel("E-mail", { exact: true }).fill("not-an-address");
      await page.getByLabel("Message", { exact: true }).fill("Hi");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send message" }).click(),
      ]);
      expect(response.status()).toBe(400);
      expect(response.headers()["cache-control"]).toBe("no-store");

      await expect(
        page.getByText("Please enter a valid e-mail address, like name@example.com."),
      ).toBeVisible();
      await expect(page.getByText("Please enter a subject.")).toBeVisible();
      await expect(page.getByText("Please write a message of at least 10 characters.")).toBeVisible();
      await expect(page.getByText("Please enter your name.")).toBeHidden();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ana");
      await expect(page.getByText("Thank you, your message is on its way!")).toBeHidden();
    });

    test("a valid message is sent and confirmed", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("Name", { exact: true }).fill("Ana");
      await page.getByLabel("E-mail", { exact: true }).fill("ana@example.com");
      await page.getByLabel("Subject", { exact: true }).fill("Hello");
      await page.getByLabel("Message", { exact: true }).fill("Hello from a browser without scripts.");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Thank you, your message is on its way!")).toBeVisible();
    });
  });
});

test.describe("for crawlers", () => {
  test("sitemap.xml lists the public pages, every category and only active products", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers()["cache-control"]).toMatch(/^public/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );

    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const all = locations.map((location) => {
      expect(location.startsWith(`${baseURL}/`), location).toBe(true);
      return location.slice(baseURL!.length);
    });
    // Each page twice: its plain (English) address and its Spanish one (decision 024).
    const paths = all.filter((path) => !path.endsWith("lang=es"));
    expect(all.filter((path) => path.endsWith("?lang=es"))).toEqual(paths.map((path) => `${path}?lang=es`));
    for (const path of [
      "/",
      "/products",
      "/featured",
      "/new-arrivals",
      "/categories",
      ...PAGES.map((p) => p.path),
    ])
      expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith("/category/"))).toHaveLength(6);
    expect(paths).toContain("/category/japanese-snacks");
    expect(paths.filter((path) => path.startsWith("/product/"))).toHaveLength(135);
    expect(paths).toContain("/product/pocky-chocolate");
    for (const slug of INACTIVE_PRODUCTS) expect(paths).not.toContain(`/product/${slug}`);
    expect(xml).toContain("<lastmod>");
  });

  test("robots.txt allows the shop, keeps crawlers out of private pages and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/cart",
      "/checkout",
      "/account",
      "/orders",
      "/wishlist",
      "/admin",
      "/search",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
