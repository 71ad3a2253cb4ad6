import type { Language } from "~/lib/language";

/**
 * The packing slip's words in each language: it goes into the parcel, so it speaks the order's
 * language, like the receipt. Kept on the server (no page of the shop's bundle shows them).
 */
export interface PackingSlipTexts {
  title: (number: string) => string;
  placed: string;
  shipTo: string;
  giftFor: (name: string) => string;
  message: string;
  product: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  discount: string;
  shipping: string;
  giftWrap: string;
  insulation: string;
  free: string;
  total: string;
  packing: string;
  wrapIt: string;
  insulateIt: string;
  printHint: string;
  thanks: string;
}

export const packingSlipTexts: Record<Language, PackingSlipTexts> = {
  en: {
    title: (number) => `Packing slip ${number}`,
    placed: "Order date",
    shipTo: "Ship to",
    giftFor: (name) => `A gift for ${name}`,
    message: "Gift message",
    product: "Product",
    quantity: "Qty",
    unitPrice: "Price",
    lineTotal: "Total",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    giftWrap: "Gift wrap",
    insulation: "Insulated packaging",
    free: "FREE",
    total: "Total",
    packing: "Packing",
    wrapIt: "Gift wrap this parcel",
    insulateIt: "Pack insulated, with cold packs",
    printHint: "Print this page (Ctrl+P or ⌘P) and put it in the parcel.",
    thanks: "Sweet treats from around the world — thank you for choosing Sweet Trip!",
  },
  es: {
    title: (number) => `Albarán ${number}`,
    placed: "Fecha del pedido",
    shipTo: "Enviar a",
    giftFor: (name) => `Un regalo para ${name}`,
    message: "Mensaje de regalo",
    product: "Producto",
    quantity: "Cant.",
    unitPrice: "Precio",
    lineTotal: "Total",
    subtotal: "Subtotal",
    discount: "Descuento",
    shipping: "Envío",
    giftWrap: "Envoltorio de regalo",
    insulation: "Embalaje isotérmico",
    free: "GRATIS",
    total: "Total",
    packing: "Embalaje",
    wrapIt: "Envolver para regalo",
    insulateIt: "Embalaje isotérmico, con acumuladores de frío",
    printHint: "Imprime esta página (Ctrl+P o ⌘P) y ponla en el paquete.",
    thanks: "Dulces de todo el mundo: ¡gracias por elegir Sweet Trip!",
  },
};
