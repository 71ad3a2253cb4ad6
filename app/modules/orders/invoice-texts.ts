import type { Language } from "~/lib/language";

/**
 * The invoice's words in each language (issue 30, item 4). On the server, like the receipt's: no
 * page shows them. A price line's label is `priceLines[kind]`; a kind without one (a fee added
 * later without its words) prints its kind.
 */
export interface InvoiceTexts {
  title: string;
  orderNumber: string;
  orderDate: string;
  paidOn: string;
  billedTo: string;
  shipTo: string;
  from: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  priceLines: Record<string, string>;
  free: string;
  paymentMethod: string;
  card: (last4: string) => string;
  cardUnknown: string;
  refunded: string;
  thanks: string;
  fileName: (number: string) => string;
}

export const invoiceTexts: Record<Language, InvoiceTexts> = {
  en: {
    title: "Invoice",
    orderNumber: "Order number",
    orderDate: "Order date",
    paidOn: "Paid on",
    billedTo: "Billed to",
    shipTo: "Ship to",
    from: "From",
    item: "Item",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    priceLines: {
      subtotal: "Subtotal",
      discount: "Discount",
      giftWrap: "Gift wrap",
      insulation: "Insulated packaging",
      giftCard: "Paid by gift card",
      paidByCard: "Paid by card",
      shipping: "Shipping",
      total: "Total",
    },
    free: "FREE",
    paymentMethod: "Payment method",
    card: (last4) => `Card ending in ${last4}`,
    cardUnknown: "Card",
    refunded: "This order was refunded.",
    thanks: "Thank you for shopping with Sweet Trip!",
    fileName: (number) => `sweet-trip-invoice-${number}.pdf`,
  },
  es: {
    title: "Factura",
    orderNumber: "Número de pedido",
    orderDate: "Fecha del pedido",
    paidOn: "Pagado el",
    billedTo: "Facturado a",
    shipTo: "Enviar a",
    from: "De",
    item: "Artículo",
    quantity: "Cant.",
    unitPrice: "Precio unitario",
    amount: "Importe",
    priceLines: {
      subtotal: "Subtotal",
      discount: "Descuento",
      giftWrap: "Envoltorio de regalo",
      insulation: "Embalaje isotérmico",
      giftCard: "Pagado con tarjeta regalo",
      paidByCard: "Pagado con tarjeta",
      shipping: "Envío",
      total: "Total",
    },
    free: "GRATIS",
    paymentMethod: "Forma de pago",
    card: (last4) => `Tarjeta terminada en ${last4}`,
    cardUnknown: "Tarjeta",
    refunded: "Este pedido fue reembolsado.",
    thanks: "¡Gracias por comprar en Sweet Trip!",
    fileName: (number) => `sweet-trip-factura-${number}.pdf`,
  },
};
