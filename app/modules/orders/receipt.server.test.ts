import { describe, expect, it } from "vitest";
import type { Order, OrderLine } from "~/db/schema";
import { receiptEmail } from "./receipt.server";

const address = {
  firstName: "Ana",
  lastName: "García",
  address: "1 Candy Lane",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  country: "US",
};
const order = {
  id: "order-1",
  number: "ST-7K3M9Q2X",
  email: "ana@example.com",
  language: "en",
  shippingAddress: address,
  subtotalCents: 7000,
  discountCents: 700,
  couponCode: "SWEET10",
  shippingCents: 0,
  totalCents: 6300,
} as Order;
const lines = [{ productName: "Pocky Chocolate", unitPriceCents: 350, quantity: 20 }] as OrderLine[];
const link = "https://shop.example/order-confirmation/ST-7K3M9Q2X?token=abc";

describe("receipt e-mail", () => {
  it("lists the lines, amounts, address and link, once per order", () => {
    const mail = receiptEmail(order, lines, link);
    expect(mail).toMatchObject({
      dedupeKey: "receipt:order-1",
      to: "ana@example.com",
      subject: "Your Sweet Trip order ST-7K3M9Q2X",
    });
    for (const part of [
      "20 × Pocky Chocolate ($3.50) = $70.00",
      "Subtotal: $70.00",
      "Discount (SWEET10): -$7.00",
      "Shipping: FREE",
      "Total: $63.00",
      "Austin, TX, 78701\nUnited States\n",
      `Your order: ${link}`,
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it("leaves out a zero discount and shows the shipping fee", () => {
    const mail = receiptEmail(
      { ...order, discountCents: 0, couponCode: null, shippingCents: 599, totalCents: 7599 },
      lines,
      link,
    );
    expect(mail.text).not.toContain("Discount");
    expect(mail.text).toContain("Shipping: $5.99");
  });

  it("says what a gift card paid and what the card payment took (decision 085)", () => {
    const mail = receiptEmail({ ...order, giftCardCents: 2500 }, lines, link);
    expect(mail.text).toContain("Total: $63.00\nPaid by gift card: -$25.00\nPaid by card: $38.00");
    expect(receiptEmail(order, lines, link).text).not.toContain("gift card");
  });

  it("speaks Spanish to an order placed in Spanish", () => {
    const mail = receiptEmail({ ...order, language: "es" }, lines, link);
    expect(mail.subject).toBe("Tu pedido de Sweet Trip ST-7K3M9Q2X");
    expect(mail.text).toContain("Envío: GRATIS");
    expect(mail.text).toContain(`Tu pedido: ${link}`);
    expect(mail.text).toContain("Austin, TX, 78701\nEstados Unidos\n");
    expect(mail.text).not.toMatch(/^US$/m);
  });

  it("links the invoice in the order's language when given its link (issue 30)", () => {
    const invoice = "https://shop.example/orders/ST-7K3M9Q2X/invoice.pdf?token=abc";
    expect(receiptEmail(order, lines, link, invoice).text).toContain(`Your invoice (PDF): ${invoice}`);
    expect(receiptEmail({ ...order, language: "es" }, lines, link, invoice).text).toContain(
      `Tu factura (PDF): ${invoice}`,
    );
    expect(receiptEmail(order, lines, link).text).not.toContain("invoice");
  });
});

describe("receipt e-mail of an order with extras", () => {
  const extras = {
    ...order,
    shippingCents: 599,
    giftWrapped: true,
    giftWrapCents: 399,
    insulated: true,
    insulationCents: 499,
    totalCents: 6300 + 599 + 399 + 499,
    isGift: true,
    giftRecipientName: "Luis Pérez",
    giftMessage: "Happy birthday!\nEnjoy 🍫",
    giftHidePrices: true,
  } as Order;

  it("lists the gift wrap and insulation as charged, and the gift, still with the prices", () => {
    const mail = receiptEmail(extras, lines, link);
    for (const part of [
      "Shipping: $5.99\nGift wrap: $3.99\nInsulated packaging: $4.99\nTotal: $77.97",
      "This order is a gift for Luis Pérez.",
      "Gift message:\nHappy birthday!\nEnjoy 🍫",
      "The packing slip in the parcel shows no prices.",
      "20 × Pocky Chocolate ($3.50) = $70.00",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.to).toBe("ana@example.com");
  });

  it("says it in Spanish, and nothing of the extras for an order without them", () => {
    const spanish = receiptEmail({ ...extras, language: "es" }, lines, link).text;
    expect(spanish).toContain("Envoltorio de regalo: $3.99\nEmbalaje isotérmico: $4.99");
    expect(spanish).toContain("Este pedido es un regalo para Luis Pérez.");
    const plain = receiptEmail(
      { ...order, isGift: false, giftWrapped: false, insulated: false, giftWrapCents: 0, insulationCents: 0 },
      lines,
      link,
    ).text;
    expect(plain).not.toMatch(/gift|wrap|Insulated/i);
  });
});

describe("the receipt of gift cards alone (issue 29)", () => {
  it("names no address: nothing ships", () => {
    const mail = receiptEmail(
      {
        ...order,
        shippingAddress: { ...address, address: "", city: "", state: "", zipCode: "" },
        subtotalCents: 2500,
        discountCents: 0,
        couponCode: null,
        totalCents: 2500,
      },
      [{ productName: "Gift card for Lucía", unitPriceCents: 2500, quantity: 1 }] as OrderLine[],
      link,
    );
    expect(mail.text).toContain("1 × Gift card for Lucía ($25.00) = $25.00");
    expect(mail.text).not.toContain("Shipping to:");
    expect(mail.text).not.toContain("United States");
    expect(mail.text).toContain(`Your order: ${link}`);
  });
});
