import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { pdfText } from "../tests/support/pdf-text";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { mailboxLink, registerAndSignIn } from "./support/auth";
import { HI_CHEW, UMAIBO, UMAIBO_NAME_ES, visitWithCart } from "./support/cart";
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
 * After the sale (issue 30): a shopper pays, buys the order again from its page (the cart panel
 * opens with its lines) and downloads its invoice (read back from the PDF); a guest in another
 * browser finds the order at /track, from the footer, with its number and e-mail, then opens the
 * receipt's link and buys the order again there. On a desktop
 * and on a 375 px phone, in English and in Spanish.
 */

const WORDS = {
  en: {
    checkout: {
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
      thanks: "Thank you for your order!",
    },
    buyAgain: "Buy Again",
    added: "3 items from this order are in your cart, at today's prices.",
    cart: /Shopping Cart/,
    umaibo: UMAIBO.name,
    invoice: "Download Invoice (PDF)",
    invoiceWords: [
      "Invoice",
      "Order date",
      "Paid on",
      "Subtotal",
      "Shipping",
      "Total",
      "Card ending in 4242",
    ],
    fileName: "sweet-trip-invoice-",
    track: "Track an Order",
    number: "Order number",
    email: "E-mail address",
    submit: "Track Order",
    notFound: /We could not find an order with that number and e-mail address/,
    orderHeading: (number: string) => `Order ${number}`,
    paid: "Payment received",
    shipmentNotYet: /Not shipped yet/,
  },
  es: {
    checkout: {
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
      thanks: "¡Gracias por tu pedido!",
    },
    buyAgain: "Volver a comprar",
    added: "3 artículos de este pedido están en tu carrito, a los precios de hoy.",
    cart: /Carrito de compras/,
    umaibo: UMAIBO_NAME_ES,
    invoice: "Descargar factura (PDF)",
    invoiceWords: [
      "Factura",
      "Fecha del pedido",
      "Pagado el",
      "Subtotal",
      "Envío",
      "Total",
      "Tarjeta terminada en 4242",
    ],
    fileName: "sweet-trip-factura-",
    track: "Seguir un pedido",
    number: "Número de pedido",
    email: "Correo electrónico",
    submit: "Seguir pedido",
    notFound: /No encontramos ningún pedido con ese número y ese correo electrónico/,
    orderHeading: (number: string) => `Pedido ${number}`,
    paid: "Pago recibido",
    shipmentNotYet: /Aún no se ha enviado/,
  },
} as const;

type Language = keyof typeof WORDS;

async function speak(page: Page, language: Language, baseURL: string) {
  if (language === "es") await page.context().addCookies([{ name: "site-lang", value: "es", url: baseURL }]);
}

/** The stored cart's checkout, paid with the test card; ends on the confirmation. The order number. */
async function checkOut(page: Page, language: Language, email: string): Promise<string> {
  const words = WORDS[language].checkout;
  await visitWithCart(page, "/checkout", [
    { ...UMAIBO, quantity: 2 },
    { ...HI_CHEW, quantity: 1 },
  ]);
  await page.getByLabel(words.firstName, { exact: true }).fill("Ada");
  await page.getByLabel(words.lastName, { exact: true }).fill("Lovelace");
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.address, { exact: true }).fill("1 Candy Lane");
  await page.getByLabel(words.city, { exact: true }).fill("Portland");
  await page.getByLabel(words.zip, { exact: true }).fill("97201");
  await page.getByRole("button", { name: words.prepare }).click();
  await page.getByLabel(words.cardNumber).fill(TEST_CARD);
  await page.getByLabel(words.expiry).fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: words.pay }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  await expect(page.getByRole("heading", { level: 1, name: words.thanks })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** A guest's browser of the same size and language as the test's. */
async function guest(browser: Browser, language: Language, mobile: boolean, baseURL: string): Promise<Page> {
  const page = await otherVisitor(browser);
  if (mobile) await page.setViewportSize(MOBILE_VIEWPORT);
  await speak(page, language, baseURL);
  return page;
}

for (const { language, mobile } of [
  { language: "en", mobile: false },
  { language: "es", mobile: true },
  { language: "en", mobile: true },
  { language: "es", mobile: false },
] as const) {
  test.describe(`${mobile ? "on a 375 px phone" : "on a desktop"}, in ${language === "en" ? "English" : "Spanish"}`, () => {
    if (mobile) test.use({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });

    test("a paid order is bought again, its invoice downloaded, and a guest tracks it by number and e-mail", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const words = WORDS[language];
      const shopper = await registerAndSignIn(page);
      await speak(page, language, baseURL!);
      const number = await checkOut(page, language, shopper.email);

      // Buy again: the order's lines go into the (emptied) cart, and its panel opens.
      await visit(page, `/orders/${number}`);
      await page.getByRole("button", { name: words.buyAgain }).click();
      const panel = page.getByRole("dialog", { name: words.cart });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(words.umaibo)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(page.getByTestId("buy-again-outcome")).toHaveText(words.added);
      await expectNoHorizontalOverflow(page);

      // The invoice: a PDF in the order's language.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: words.invoice }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${words.fileName}${number}.pdf`);
      const { text } = await pdfText(await readFile((await download.path())!));
      // Umaibo's line: 2 × $0.99 = $1.98; the subtotal $1.98 + $4.49 = $6.47.
      for (const expected of [...words.invoiceWords, number, "Ada Lovelace", "$1.98", "$6.47"]) {
        expect(text).toContain(expected);
      }

      // A guest tracks it from the footer's link: a wrong e-mail first, then the right one.
      const stranger = await guest(browser, language, mobile, baseURL!);
      await visit(stranger, "/about");
      await stranger.getByRole("contentinfo").getByRole("link", { name: words.track }).click();
      await expect(stranger).toHaveURL(/\/track$/);
      await expect(stranger.getByRole("heading", { level: 1, name: words.track })).toBeVisible();
      await stranger.getByLabel(words.number).fill(number.toLowerCase());
      await stranger.getByLabel(words.email).fill("someone-else@example.com");
      await stranger.getByRole("button", { name: words.submit }).click();
      await expect(stranger.getByText(words.notFound)).toBeVisible();
      await stranger.getByLabel(words.email).fill(shopper.email.toUpperCase());
      await stranger.getByRole("button", { name: words.submit }).click();
      const tracked = stranger.getByTestId("tracked-order");
      await expect(tracked.getByRole("heading", { name: words.orderHeading(number) })).toBeVisible();
      await expect(tracked.getByText(words.paid)).toBeVisible();
      await expect(tracked.getByText(words.shipmentNotYet)).toBeVisible();
      await expect(tracked.getByText(words.umaibo)).toBeVisible();
      await expect(stranger.getByText(words.notFound)).toBeHidden();
      await expectNoHorizontalOverflow(stranger);
      await expectNoSeriousA11yViolations(stranger);

      // The receipt's link opens the guest's order page in any browser: Buy again there too
      // fills that browser's (empty) cart and opens its panel.
      const receipt = await mailboxLink(shopper.email, `/order-confirmation/${number}`);
      const { pathname, search } = new URL(receipt);
      await visit(stranger, pathname + search);
      await stranger.getByRole("button", { name: words.buyAgain }).click();
      const guestPanel = stranger.getByRole("dialog", { name: words.cart });
      await expect(guestPanel).toBeVisible();
      await expect(guestPanel.getByText(words.umaibo)).toBeVisible();
      await stranger.keyboard.press("Escape");
      await expect(stranger.getByTestId("buy-again-outcome")).toHaveText(words.added);
      await expect(stranger.getByRole("link", { name: words.invoice })).toBeVisible();
      await expectNoHorizontalOverflow(stranger);
      await stranger.context().close();
    });
  });
}
