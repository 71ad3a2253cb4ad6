import { describe, expect, it } from "vitest";
import type { Order, OrderLine } from "~/db/schema";
import { packingSlipHtml } from "./packing-slip.server";

const order = {
  id: "order-1",
  number: "ST-7K3M9Q2X",
  language: "en",
  createdAt: new Date("2026-07-04T12:00:00Z"),
  shippingAddress: {
    firstName: "Ana",
    lastName: "García",
    address: "1 Candy Lane",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    country: "US",
  },
  subtotalCents: 7000,
  discountCents: 0,
  couponCode: null,
  shippingCents: 0,
  giftWrapped: true,
  giftWrapCents: 399,
  insulated: true,
  insulationCents: 499,
  totalCents: 7898,
  isGift: true,
  giftRecipientName: "Luis <Pérez>",
  giftMessage: "Happy birthday!\nEnjoy",
  giftHidePrices: true,
} as Order;
const lines = [{ productName: "Pocky & Friends", unitPriceCents: 350, quantity: 20 }] as OrderLine[];

describe("packing slip", () => {
  it("lists the lines, quantities, the gift message and what to pack, with no price when hidden", () => {
    const html = packingSlipHtml(order, lines);
    expect(html).toContain("<title>Packing slip ST-7K3M9Q2X</title>");
    expect(html).toContain("Pocky &#38; Friends");
    expect(html).toContain('<td class="num">20</td>');
    expect(html).toContain("A gift for Luis &#60;Pérez&#62;");
    expect(html).toContain("Happy birthday!\nEnjoy");
    expect(html).toContain("Gift wrap this parcel");
    expect(html).toContain("Pack insulated, with cold packs");
    expect(html).not.toContain("$");
  });

  it("shows the prices and every fee when they are not hidden, in the order's language", () => {
    const html = packingSlipHtml({ ...order, giftHidePrices: false, language: "es" }, lines);
    expect(html).toContain('lang="es"');
    expect(html).toContain("Albarán ST-7K3M9Q2X");
    for (const part of ["$3.50", "$70.00", "Envoltorio de regalo", "$3.99", "$4.99", "$78.98", "GRATIS"]) {
      expect(html).toContain(part);
    }
  });

  it("is a plain packing slip for an order that is no gift", () => {
    const html = packingSlipHtml(
      {
        ...order,
        isGift: false,
        giftWrapped: false,
        giftWrapCents: 0,
        insulated: false,
        insulationCents: 0,
        totalCents: 7000,
      },
      lines,
    );
    for (const part of [
      "A gift for",
      "Gift message",
      "Gift wrap",
      "Pack insulated",
      '<section class="packing"',
    ]) {
      expect(html).not.toContain(part);
    }
    expect(html).toContain("$70.00");
  });
});
