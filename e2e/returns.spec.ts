import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { mailboxLink, readMailbox, signedInAsAdmin } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { HI_CHEW, UMAIBO, UMAIBO_NAME_ES, visitWithCart, type StoredLine } from "./support/cart";
import { TEST_CARD } from "./support/checkout";
import {
  expect,
  expectNoHorizontalOverflow,
  MOBILE_VIEWPORT,
  otherVisitor,
  test,
  visit,
} from "./support/fixtures";

/**
 * Returns and claims (issue 30, item 1): a guest pays, the admin ships, the guest asks from the
 * receipt's link for a return with a photo; the admin refunds one request, sends a replacement
 * for another and refuses a third; a change of mind is approved, the item received and refunded.
 * The buyer sees each status on the order page and gets each e-mail (read in the dev mailbox), on
 * a desktop in English and on a 375 px phone in Spanish.
 */

signedInAsAdmin();

const CHECKOUT = {
  en: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    address: "Address",
    city: "City",
    zip: "ZIP Code",
    prepare: "Prepare Payment",
    cardNumber: "Card number",
    expiry: "Expiry",
    pay: /^Pay \$/,
  },
  es: {
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    address: "Dirección",
    city: "Ciudad",
    zip: "Código postal",
    prepare: "Preparar pago",
    cardNumber: "Número de tarjeta",
    expiry: "Caducidad",
    pay: /^Pagar \$/,
  },
} as const;

type Language = keyof typeof CHECKOUT;

/** A guest (another browser, in `language`) pays for `lines`; the guest's page and the order's number. */
async function guestPays(page: Page, language: Language, lines: StoredLine[], email: string, mobile = false) {
  const guest = await otherVisitor(page.context().browser()!);
  if (mobile) await guest.setViewportSize(MOBILE_VIEWPORT);
  if (language === "es")
    await guest
      .context()
      .addCookies([{ name: "site-lang", value: "es", url: test.info().project.use.baseURL! }]);
  const words = CHECKOUT[language];
  await visitWithCart(guest, "/checkout", lines);
  await guest.getByLabel(words.firstName, { exact: true }).fill("Grace");
  await guest.getByLabel(words.lastName, { exact: true }).fill("Hopper");
  await guest.getByLabel(words.email, { exact: true }).fill(email);
  await guest.getByLabel(words.address, { exact: true }).fill("9 Harbor Road");
  await guest.getByLabel(words.city, { exact: true }).fill("Arlington");
  await guest.getByLabel(words.zip, { exact: true }).fill("22201");
  await guest.getByRole("button", { name: words.prepare }).click();
  await guest.getByLabel(words.cardNumber).fill(TEST_CARD);
  await guest.getByLabel(words.expiry).fill("1234");
  await guest.getByLabel("CVC").fill("123");
  await guest.getByRole("button", { name: words.pay }).click();
  await expect(guest).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  return { guest, number: new URL(guest.url()).pathname.split("/").pop()! };
}

/** The admin takes the order to shipped (the return window opens). */
async function ship(page: Page, number: string) {
  await visit(page, `/admin/orders/${number}`);
  await page.getByRole("button", { name: "Start processing", exact: true }).click();
  await expect(page.getByText(`Order ${number} is now Processing.`)).toBeVisible();
  await page.getByLabel("Carrier").fill("UPS");
  await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await page.getByRole("button", { name: "Mark as shipped", exact: true }).click();
  await expect(page.getByText(`Order ${number} is now Shipped.`)).toBeVisible();
}

/** The admin opens the order's newest request from the Returns queue. */
async function openRequest(page: Page, number: string) {
  await visit(page, "/admin/returns");
  await page.getByRole("link", { name: number }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Return for ${number}` })).toBeVisible();
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: "#f472b6" } })
    .png()
    .toBuffer();
}

const TOO_LARGE = {
  en: {
    quantity: (name: string) => `How many of ${name}`,
    damaged: /^Damaged/,
    photos: "Photos (optional)",
    submit: "Send Return Request",
    refused:
      "The photos are too large: up to 3 photos of at most 5 MB each. Nothing was sent; choose them again.",
  },
  es: {
    quantity: (name: string) => `Cuántas unidades de ${name}`,
    damaged: /^Dañado/,
    photos: "Fotos (opcional)",
    submit: "Enviar solicitud de devolución",
    refused:
      "Las fotos son demasiado grandes: hasta 3 fotos de 5 MB como máximo cada una. No se envió nada; vuelve a elegirlas.",
  },
} as const;

/**
 * In a browser without JavaScript (nothing checks the photos before they are sent), three photos
 * just past the 5 MB image limit: the form's body is past what the return form reads, and the page
 * says so under the photos, in its language; nothing is stored.
 */
async function photosTooLargeWithoutJavaScript(
  browser: Browser,
  returnPath: string,
  product: string,
  language: Language,
  mobile: boolean,
) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: mobile ? MOBILE_VIEWPORT : { width: 1280, height: 800 },
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    storageState: { cookies: [], origins: [] },
  });
  if (language === "es") await context.addCookies([{ name: "site-lang", value: "es", url: baseURL }]);
  const page = await context.newPage();
  const words = TOO_LARGE[language];
  await page.goto(returnPath);
  await page.getByLabel(words.quantity(product)).fill("1");
  await page.getByRole("radio", { name: words.damaged }).check();
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(5 * 1024 * 1024 + 40 * 1024),
  ]);
  await page
    .getByLabel(words.photos)
    .setInputFiles(
      [1, 2, 3].map((index) => ({ name: `huge-${index}.png`, mimeType: "image/png", buffer: png })),
    );
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: words.submit }).click(),
  ]);
  expect(answer.status()).toBe(413);
  await expect(page.getByText(words.refused)).toBeVisible();
  await context.close();
}

/** The e-mails of the dev mailbox to `to`, as one text. */
async function mailTo(to: string): Promise<string> {
  const html = await readMailbox();
  return html
    .split("<article")
    .filter((article) => article.includes(to))
    .join("\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

test("a guest asks for returns with a photo; the admin refunds one, replaces one and refuses one", async ({
  page,
}) => {
  test.slow();
  const email = `returns-${randomUUID().slice(0, 8)}@example.com`;
  const { guest, number } = await guestPays(page, "en", [{ ...HI_CHEW, quantity: 3 }], email);
  await ship(page, number);

  // The receipt's link opens the order; its Returns card offers to return items.
  const link = new URL(await mailboxLink(email, `/order-confirmation/${number}`));
  await photosTooLargeWithoutJavaScript(
    page.context().browser()!,
    `/orders/${number}/return${link.search}`,
    HI_CHEW.name,
    "en",
    false,
  );
  await visit(guest, `${link.pathname}${link.search}`);
  const returns = guest.getByRole("region", { name: "Returns" });
  await returns.getByRole("link", { name: "Return Items" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Return Items" })).toBeVisible();

  // Nothing chosen: the problems show under their fields, nothing is sent.
  await guest.getByRole("button", { name: "Send Return Request" }).click();
  await expect(guest.getByText("Choose at least one item to return")).toBeVisible();
  await expect(guest.getByText("Choose a reason")).toBeVisible();

  const ask = async (reason: RegExp, note: string, withPhoto: boolean) => {
    await guest.getByLabel(`How many of ${HI_CHEW.name}`).fill("1");
    await guest.getByRole("radio", { name: reason }).check();
    await guest.getByLabel("Note (optional)").fill(note);
    if (withPhoto)
      await guest
        .getByLabel("Photos (optional)")
        .setInputFiles({ name: "crushed-box.png", mimeType: "image/png", buffer: await photo() });
    await guest.getByRole("button", { name: "Send Return Request" }).click();
    await expect(guest.getByText("Your return request was sent. We will write to you soon.")).toBeVisible();
  };
  await ask(/^Damaged/, "The box arrived crushed.", true);
  await expect(returns.getByText("Waiting for review")).toBeVisible();
  await expectNoSeriousA11yViolations(guest);
  expect(await mailTo(email)).toContain(`We received your return request for order ${number}`);

  // The admin sees the request with its photo and refunds it to the card.
  await openRequest(page, number);
  await expect(page.getByText("The box arrived crushed.")).toBeVisible();
  const picture = page.getByRole("img", { name: "Photo 1 from the customer" });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Approve: refund $4.49 to the card" }).click();
  await expect(page.getByText("Done: the customer has been told.")).toBeVisible();
  await expect(page.getByText("Refund to the card")).toBeVisible();

  await guest.reload();
  await expect(returns.getByText("Completed")).toBeVisible();
  await expect(returns.getByText("$4.49 refunded to your card.")).toBeVisible();
  await expect.poll(() => mailTo(email)).toContain("We refunded $4.49 to the card you paid with.");

  // A melted one: a replacement, a new order at no charge.
  await returns.getByRole("link", { name: "Return Items" }).click();
  await ask(/^Melted/, "Soft as butter.", false);
  await openRequest(page, number);
  await page.getByRole("button", { name: "Send a replacement (no charge)" }).click();
  await expect(page.getByText("Done: the customer has been told.")).toBeVisible();
  // The decided request names its replacement order after the order's own link.
  await expect(page.getByText("Replacement order", { exact: true })).toBeVisible();
  const replacement = await page.getByRole("main").getByRole("link", { name: /^ST-/ }).nth(1).textContent();
  expect(replacement).not.toBe(number);
  await guest.reload();
  await expect(returns.getByText(`Replacement on its way: order ${replacement}.`)).toBeVisible();

  // A wrong item the photos do not show: refused, with the reason the buyer reads.
  await returns.getByRole("link", { name: "Return Items" }).click();
  await ask(/^Wrong item/, "Not what I ordered.", false);
  await openRequest(page, number);
  await page.getByRole("button", { name: "Refuse" }).click();
  await expect(page.getByText("Say why the request is refused")).toBeVisible();
  await page.getByLabel("Why (the customer reads it)").fill("This is the flavour you ordered.");
  await page.getByRole("button", { name: "Refuse" }).click();
  await expect(page.getByText("The request is refused; the customer has been told.")).toBeVisible();
  await guest.reload();
  await expect(returns.getByText("Refused")).toBeVisible();
  await expect(returns.getByText("Why: This is the flavour you ordered.")).toBeVisible();

  // The admin's order page lists its three requests, each linked to its page, which links back.
  await visit(page, `/admin/orders/${number}`);
  const onOrder = page.getByRole("region", { name: "Returns" });
  await expect(onOrder.getByRole("link", { name: /^(Damaged|Melted|Wrong item), asked / })).toHaveCount(3);
  await expect(onOrder.getByText("Refused")).toBeVisible();
  await onOrder.getByRole("link", { name: /^Melted, asked / }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Return for ${number}` })).toBeVisible();
  // The replacement's own page says which order (and request) it replaces.
  await page.getByRole("main").getByRole("link", { name: replacement! }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${replacement}` })).toBeVisible();
  const replaces = page.getByRole("region", { name: "Returns" });
  await expect(replaces.getByText("A replacement at no charge for order")).toBeVisible();
  await replaces.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The replacement shipped arrives melted too: its shipping e-mail's link opens its page, where
  // a fault (not a change of mind) can be claimed; the admin cannot refund it to the card, and
  // gives store credit for what the first order paid instead.
  await ship(page, replacement!);
  const replacementLink = new URL(await mailboxLink(email, `/order-confirmation/${replacement}`));
  await visit(guest, `${replacementLink.pathname}${replacementLink.search}`);
  await guest.getByRole("region", { name: "Returns" }).getByRole("link", { name: "Return Items" }).click();
  await expect(guest.getByText("This order replaced another at no charge.", { exact: false })).toBeVisible();
  await expect(guest.getByRole("radio", { name: /^Changed my mind/ })).toHaveCount(0);
  await ask(/^Melted/, "Melted again.", false);
  await openRequest(page, replacement!);
  await expect(
    page.getByText("A replacement sent at no charge: nothing goes back to the card.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /refund .* to the card/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Approve: $4.49 as store credit" }).click();
  // A gift card is issued (its code hashed) in the decision's transaction: give it time.
  await expect(page.getByText("Done: the customer has been told.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Store credit", { exact: true })).toBeVisible();

  const mail = await mailTo(email);
  expect(mail).toContain(`Your return for order ${number} is complete`);
  expect(mail).toContain(`About your return request for order ${number}`);
  await guest.context().close();
});

test.describe("on a 375 px phone, in Spanish", () => {
  test("a change of mind is approved, the item received and the money given back", async ({ page }) => {
    test.slow();
    const email = `devolucion-${randomUUID().slice(0, 8)}@example.com`;
    const { guest, number } = await guestPays(page, "es", [{ ...UMAIBO, quantity: 2 }], email, true);
    await ship(page, number);

    const link = new URL(await mailboxLink(email, `/order-confirmation/${number}`));
    await photosTooLargeWithoutJavaScript(
      page.context().browser()!,
      `/orders/${number}/return${link.search}`,
      UMAIBO_NAME_ES,
      "es",
      true,
    );
    await visit(guest, `${link.pathname}${link.search}`);
    const returns = guest.getByRole("region", { name: "Devoluciones" });
    await returns.getByRole("link", { name: "Devolver artículos" }).click();
    await guest.getByLabel(`Cuántas unidades de ${UMAIBO_NAME_ES}`).fill("2");
    await guest.getByRole("radio", { name: /^He cambiado de opinión/ }).check();
    await expectNoHorizontalOverflow(guest);
    await guest.getByRole("button", { name: "Enviar solicitud de devolución" }).click();
    await expect(returns.getByText("Pendiente de revisión")).toBeVisible();
    await expectNoHorizontalOverflow(guest);

    // Approved: the buyer is asked to send the items back; nothing is refunded yet.
    await openRequest(page, number);
    await expect(
      page.getByText("A change of mind: the items must come back before the money does."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Send a replacement (no charge)" })).toHaveCount(0);
    await page.getByRole("button", { name: "Approve: refund $1.98 to the card" }).click();
    await expect(
      page.getByText("Approved: the customer has been asked to send the items back."),
    ).toBeVisible();
    await guest.reload();
    await expect(returns.getByText("Aprobada: envíanos los artículos")).toBeVisible();
    await expect(returns.getByText("Te devolveremos $1.98 cuando lleguen los artículos.")).toBeVisible();
    await expect
      .poll(() => mailTo(email))
      .toContain(`Tu devolución del pedido ${number} está aprobada: envíanos los artículos`);

    // The items came back, resellable: the money goes back.
    await page.getByRole("button", { name: "Mark received and give $1.98 back" }).click();
    await expect(page.getByText("Done: the customer has been told.")).toBeVisible();
    await guest.reload();
    await expect(returns.getByText("Completada")).toBeVisible();
    await expect(returns.getByText("$1.98 reembolsados a tu tarjeta.")).toBeVisible();
    await expect.poll(() => mailTo(email)).toContain(`Tu devolución del pedido ${number} está completada`);

    // On a phone too, the admin's order page links to its request, which links back to the order.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.getByRole("link", { name: `Open order ${number}` }).click();
    const onOrder = page.getByRole("region", { name: "Returns" });
    await expect(onOrder.getByText("Completed")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await onOrder.getByRole("link", { name: /^Changed my mind, asked / }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Return for ${number}` })).toBeVisible();
    await expectNoHorizontalOverflow(guest);
    await expectNoSeriousA11yViolations(guest);
    await guest.context().close();
  });
});
