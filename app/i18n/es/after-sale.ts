import type { afterSale as english } from "../en/after-sale";
import type { Translations } from "../types";

export const afterSale = {
  afterSale: {
    track: {
      metaTitle: "Seguir un pedido | Sweet Trip",
      title: "Seguir un pedido",
      intro: "Escribe el número de tu pedido y el correo electrónico con el que lo hiciste.",
      number: "Número de pedido",
      numberHint: "Empieza por ST-, como en el correo de confirmación de tu pedido.",
      email: "Correo electrónico",
      submit: "Seguir pedido",
      submitting: "Buscando…",
      notFound:
        "No encontramos ningún pedido con ese número y ese correo electrónico. Compara ambos con tu correo de confirmación.",
      limited_one: "Demasiadas búsquedas. Vuelve a intentarlo en {{count}} minuto.",
      limited_other: "Demasiadas búsquedas. Vuelve a intentarlo en {{count}} minutos.",
      errors: {
        numberRequired: "Escribe el número de tu pedido",
        numberInvalid: "Un número de pedido es como ST-7K3M9Q2X",
        emailRequired: "Escribe tu correo electrónico",
        emailInvalid: "Escribe un correo electrónico válido",
      },
      resultHeading: "Pedido {{number}}",
      placed: "Realizado el {{date}}",
      items: "Artículos",
      another: "Seguir otro pedido",
    },
    shipment: {
      heading: "Envío",
      carrier: "Transportista",
      trackingNumber: "Número de seguimiento",
      shippedOn: "Enviado el {{date}}",
      trackWithCarrier: "Seguir en {{carrier}}",
      notYet: "Aún no se ha enviado: te mandaremos el número de seguimiento por correo cuando salga.",
    },
    buyAgain: {
      button: "Volver a comprar",
      busy: "Añadiendo…",
      added_one: "{{count}} artículo de este pedido está en tu carrito, al precio de hoy.",
      added_other: "{{count}} artículos de este pedido están en tu carrito, a los precios de hoy.",
      noneAdded: "Ahora mismo no se puede comprar nada de este pedido.",
      outOfStock: "Agotado: {{names}}",
      withdrawn: "Ya no se vende: {{names}}",
      fewer: "Menos de los que pediste (solo lo que hay en existencias): {{names}}",
      failed: "No se pudo llenar el carrito. Vuelve a intentarlo.",
    },
    invoice: {
      download: "Descargar factura (PDF)",
    },
  },
} as const satisfies Translations<typeof english>;
