import type { checkoutExtras as english } from "../en/checkout-extras";
import type { Translations } from "../types";

/** Los extras del pago (decisión 075): opciones de regalo y embalaje isotérmico. */
export const checkoutExtras = {
  checkoutExtras: {
    gift: {
      heading: "Opciones de regalo",
      isGift: "Este pedido es un regalo",
      isGiftHint: "Añade un mensaje, oculta los precios o pide que lo envolvamos.",
      recipientName: "Nombre de quien lo recibe",
      recipientHint: "El nombre de la dirección de envío, salvo que lo cambies.",
      message: "Mensaje de regalo (opcional)",
      messagePlaceholder: "¡Feliz cumpleaños! Disfruta de estos dulces de todo el mundo.",
      messageCount: "{{count}} / {{max}} caracteres",
      hidePrices: "Ocultar precios",
      hidePricesHint: "El albarán del paquete no muestra precios. El recibo te llega a ti igualmente.",
      giftWrap: "Envoltorio de regalo",
      giftWrapHint: "Envuelto en papel de Sweet Trip con un lazo.",
      fields: { recipientName: "Nombre de quien lo recibe", message: "Mensaje de regalo" },
      errors: {
        messageTooLong: "Escribe como máximo {{max}} caracteres",
        tooLong: "Es demasiado largo",
        invalidCharacters: "Quita los caracteres invisibles o de control",
      },
    },
    insulation: {
      heading: "Envío con calor",
      notice: "Algunos dulces de tu carrito pueden derretirse con el calor del verano: {{names}}.",
      offer: "Embalaje isotérmico con acumuladores de frío",
      hint: "Un forro isotérmico y acumuladores de frío mantienen el chocolate y las gominolas en buen estado durante el viaje.",
    },
    fee: "+{{amount}}",
    breakdown: {
      giftWrap: "Envoltorio de regalo",
      insulation: "Embalaje isotérmico",
    },
    order: {
      giftHeading: "Regalo",
      giftFor: "Un regalo para {{name}}",
      message: "Mensaje",
      noMessage: "Sin mensaje",
      pricesHidden: "Los precios no aparecen en el albarán.",
      giftWrapped: "Envuelto para regalo",
      insulated: "Embalaje isotérmico con acumuladores de frío",
    },
  },
} as const satisfies Translations<typeof english>;
