import type { Language } from "~/lib/language";

/**
 * The receipt's words in each language. Kept here, on the server, rather than in the i18n
 * bundles: no page shows them, so no browser should download them.
 */
export interface ReceiptTexts {
  subject: (number: string) => string;
  greeting: (firstName: string) => string;
  thanks: (number: string) => string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  total: string;
  giftWrap: string;
  insulation: string;
  /** A gift card's part of the total and the card payment's (decision 085). */
  giftCard: string;
  paidByCard: string;
  giftFor: (name: string) => string;
  giftMessage: string;
  pricesHidden: string;
  shippingTo: string;
  yourOrder: string;
  /** The invoice's link (issue 30). */
  invoice: string;
  signature: string;
}

export const receiptTexts: Record<Language, ReceiptTexts> = {
  en: {
    subject: (number) => `Your Sweet Trip order ${number}`,
    greeting: (firstName) => `Hi ${firstName},`,
    thanks: (number) =>
      `Thank you for your order ${number}. We received your payment and are packing your treats.`,
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    free: "FREE",
    total: "Total",
    giftWrap: "Gift wrap",
    insulation: "Insulated packaging",
    giftCard: "Paid by gift card",
    paidByCard: "Paid by card",
    giftFor: (name) => `This order is a gift for ${name}.`,
    giftMessage: "Gift message",
    pricesHidden: "The packing slip in the parcel shows no prices.",
    shippingTo: "Shipping to:",
    yourOrder: "Your order",
    invoice: "Your invoice (PDF)",
    signature: "Sweet Trip",
  },
  es: {
    subject: (number) => `Tu pedido de Sweet Trip ${number}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    thanks: (number) =>
      `Gracias por tu pedido ${number}. Hemos recibido tu pago y estamos preparando tus dulces.`,
    subtotal: "Subtotal",
    discount: "Descuento",
    shipping: "Envío",
    free: "GRATIS",
    total: "Total",
    giftWrap: "Envoltorio de regalo",
    insulation: "Embalaje isotérmico",
    giftCard: "Pagado con tarjeta regalo",
    paidByCard: "Pagado con tarjeta",
    giftFor: (name) => `Este pedido es un regalo para ${name}.`,
    giftMessage: "Mensaje de regalo",
    pricesHidden: "El albarán del paquete no muestra precios.",
    shippingTo: "Enviar a:",
    yourOrder: "Tu pedido",
    invoice: "Tu factura (PDF)",
    signature: "Sweet Trip",
  },
};
