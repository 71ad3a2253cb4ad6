import type { Page } from "@playwright/test";
import { ADMIN_STATE, readMailbox } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cartButton, purchaseButton } from "./support/cart";
import { fillShipping, payWith, TEST_CARD } from "./support/checkout";
import {
  expect,
  expectNoHorizontalOverflow,
  otherVisitor,
  test,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/**
 * The checkout extras (decision 075): gift options and insulated packaging for heat-sensitive
 * treats (the test server offers insulation all year: INSULATION_MONTHS=1-12), priced by the
 * server, shown on the order, the receipt, the admin's order and its packing slip.
 */

const MILKA = { slug: "milka-alpine-milk-chocolate", name: "Milka Alpine Milk Chocolate", priceCents: 349 };
const UMAIBO_SLUG = "umaibo-corn-potage";

async function addToCart(page: Page, slug: string, items: number) {
  await visit(page, `/product/${slug}`);
  await purchaseButton(page, /^(Add to Cart|Añadir al carrito)$/).click();
  await expect(
    cartButton(page).or(page.getByRole("banner").getByRole("button", { name: /^Carrito, / })),
  ).toHaveAccessibleName(new RegExp(`, ${items} (item|artículo|producto)`));
}

const breakdownOf = (page: Page, name: RegExp) => page.getByRole("region", { name });

test("a gift with insulated packaging, from checkout to the receipt, the admin's order and the packing slip", async ({
  page,
  browser,
}) => {
  await addToCart(page, MILKA.slug, 1);
  await expect(page.getByTestId("heat-notice")).toContainText("Ships insulated in summer");

  await visit(page, "/checkout");
  const breakdown = breakdownOf(page, /^Price Breakdown$/);
  await expect(breakdown.getByText("$9.48")).toBeVisible(); // $3.49 + $5.99 shipping

  // The cart holds chocolate: insulation is offered, naming it, for the server's fee.
  const offer = page.getByTestId("insulation-offer");
  await expect(offer).toContainText(`Some treats in your cart can melt in summer heat: ${MILKA.name}.`);
  await offer.getByRole("checkbox", { name: /Insulated packaging with cold packs/ }).check();
  await expect(breakdown.getByText("Insulated packaging")).toBeVisible();
  await expect(breakdown.getByText("$4.99")).toBeVisible();
  await expect(breakdown.getByText("$14.47")).toBeVisible();

  await fillShipping(page);
  const gift = page.getByTestId("gift-options");
  await gift.getByRole("checkbox", { name: "This order is a gift" }).check();
  // The recipient is the shipping name until another is typed.
  await expect(gift.getByRole("textbox", { name: "Recipient's name" })).toHaveValue("Ada Lovelace");
  await gift.getByRole("textbox", { name: "Recipient's name" }).fill("Grace Hopper");
  const message = gift.getByRole("textbox", { name: "Gift message (optional)" });
  await message.fill("Happy birthday! 🎂");
  // Counted as typed: the cake is one character.
  await expect(gift.getByText("17 / 250 characters")).toBeVisible();
  await gift.getByRole("checkbox", { name: "Hide prices" }).check();
  await gift.getByRole("checkbox", { name: /Gift wrap/ }).check();
  await expect(gift.getByText("+$3.99")).toBeVisible();
  await expect(breakdown.getByText("Gift wrap")).toBeVisible();
  await expect(breakdown.getByText("$18.46")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Prepare Payment" }).click();
  await expect(page.getByRole("button", { name: "Pay $18.46" })).toBeVisible();
  await payWith(page, TEST_CARD);
  await expect(page).toHaveURL(/\/order-confirmation\/ST-[0-9A-Z]{8}$/);
  const number = new URL(page.url()).pathname.split("/").pop()!;

  // The order page: the fees as charged and the gift.
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByText("Gift wrap", { exact: true })).toBeVisible();
  await expect(items.getByText("Insulated packaging", { exact: true })).toBeVisible();
  await expect(items.getByText("$18.46")).toBeVisible();
  const extras = page.getByRole("region", { name: "Gift" });
  await expect(extras).toContainText("A gift for Grace Hopper");
  await expect(extras).toContainText("Happy birthday! 🎂");
  await expect(extras).toContainText("Prices are hidden on the packing slip.");
  await expect(extras).toContainText("Insulated packaging with cold packs");

  // The receipt goes to the buyer, with the prices and the extras.
  await expect
    .poll(async () => {
      const mailbox = await readMailbox();
      return mailbox.includes(number) && mailbox.includes("Gift wrap: $3.99");
    })
    .toBe(true);
  const mailbox = await readMailbox();
  expect(mailbox).toContain("Insulated packaging: $4.99");
  expect(mailbox).toContain("This order is a gift for Grace Hopper.");

  // The admin sees the same, and prints a packing slip without prices.
  const admin = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: ADMIN_STATE,
  });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/orders/${number}`);
  await expect(adminPage.getByRole("region", { name: "Gift" })).toContainText("Happy birthday! 🎂");
  await expect(
    adminPage.getByRole("region", { name: "Items" }).getByText("Gift wrap", { exact: true }),
  ).toBeVisible();
  const slipLink = adminPage.getByRole("link", { name: "Packing slip" });
  await expect(slipLink).toHaveAttribute("href", `/admin/orders/${number}/packing-slip`);
  await adminPage.goto(`/admin/orders/${number}/packing-slip`);
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(`Packing slip ${number}`);
  await expect(adminPage.getByText("A gift for Grace Hopper")).toBeVisible();
  await expect(adminPage.getByText("Happy birthday! 🎂")).toBeVisible();
  await expect(adminPage.getByRole("cell", { name: MILKA.name })).toBeVisible();
  await expect(adminPage.getByText("Gift wrap this parcel")).toBeVisible();
  await expect(adminPage.getByText("Pack insulated, with cold packs")).toBeVisible();
  await expect(adminPage.locator("body")).not.toContainText("$");
  await admin.close();

  // Nobody else reaches the packing slip.
  const stranger = await otherVisitor(browser);
  const answer = await stranger.request.get(`/admin/orders/${number}/packing-slip`, { maxRedirects: 0 });
  expect([302, 303, 403, 404]).toContain(answer.status());
  await stranger.context().close();
});

test("a cart with nothing that melts is offered no insulation, and its product page says nothing of it", async ({
  page,
}) => {
  await addToCart(page, UMAIBO_SLUG, 1);
  await expect(page.getByTestId("heat-notice")).toHaveCount(0);
  await visit(page, "/checkout");
  await expect(page.getByTestId("gift-options")).toBeVisible();
  await expect(page.getByTestId("insulation-offer")).toHaveCount(0);
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("the gift options and the insulation offer, the message's limit said beside it", async ({ page }) => {
    await useSpanish(page);
    await addToCart(page, MILKA.slug, 1);
    await expect(page.getByTestId("heat-notice")).toContainText("En verano viaja con embalaje isotérmico");
    await visit(page, "/checkout");

    const offer = page.getByTestId("insulation-offer");
    await expect(offer).toContainText("pueden derretirse con el calor del verano");
    await offer.getByRole("checkbox", { name: /Embalaje isotérmico con acumuladores de frío/ }).check();

    await page.getByLabel("Nombre", { exact: true }).fill("Ada");
    await page.getByLabel("Apellidos").fill("Lovelace");
    await page.getByLabel("Correo electrónico").fill("ada@example.com");
    await page.getByLabel("Dirección").fill("1 Candy Lane");
    await page.getByLabel("Ciudad").fill("Portland");
    await page.getByLabel("Código postal").fill("97201");
    const gift = page.getByTestId("gift-options");
    await gift.getByRole("checkbox", { name: "Este pedido es un regalo" }).check();
    await expect(gift.getByRole("textbox", { name: "Nombre de quien lo recibe" })).toHaveValue(
      "Ada Lovelace",
    );
    const message = gift.getByRole("textbox", { name: "Mensaje de regalo (opcional)" });
    await message.fill("🍫".repeat(251));
    await expect(gift.getByText("251 / 250 caracteres")).toBeVisible();
    await gift.getByRole("checkbox", { name: /Envoltorio de regalo/ }).check();
    await expectNoHorizontalOverflow(page);

    await page.getByRole("button", { name: /Preparar pago/ }).click();
    await expect(gift.getByText("Escribe como máximo 250 caracteres")).toBeVisible();
    await expect(message).toBeFocused();
    // Said beside the button and by the field, not toasted too (issue 27 item 4).
    await expect(page.getByText("Corrige los datos de envío marcados abajo")).toHaveCount(1);
    await message.fill("¡Feliz cumpleaños!");
    await expect(gift.getByText("Escribe como máximo 250 caracteres")).toHaveCount(0);

    // $3.49 + $5.99 + $3.99 + $4.99, priced again by the server; on a phone the summary is
    // folded at the top (issue 27 item 9).
    await page.getByRole("button", { name: "Ver resumen del pedido" }).click();
    const breakdown = breakdownOf(page, /^Desglose/);
    await expect(breakdown.getByText("Envoltorio de regalo")).toBeVisible();
    await expect(breakdown.getByText("Embalaje isotérmico")).toBeVisible();
    await expect(breakdown.getByText("$18.46")).toBeVisible();
    await page.getByRole("button", { name: /Preparar pago/ }).click();
    await expect(page.getByRole("button", { name: "Pagar $18.46" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
