import type { returns as english } from "../en/returns";
import type { Translations } from "../types";

export const returns = {
  returns: {
    request: {
      metaTitle: "Devolver artículos del pedido {{number}} | Sweet Trip",
      title: "Devolver artículos",
      intro:
        "Cuéntanos qué ha fallado con el pedido {{number}}. Los artículos derretidos, dañados o equivocados no hace falta devolverlos.",
      replacementIntro:
        "Este pedido reemplazó otro sin cargo. Si llegó dañado, derretido o equivocado, dínoslo: enviamos otro o te damos saldo en la tienda por lo que pagaste.",
      back: "Volver al pedido",
      until: "Puedes pedirla hasta el {{date}}.",
      closed: "Las devoluciones de este pedido están cerradas: se piden en los 30 días siguientes al envío.",
      nothingLeft: "Todos los artículos de este pedido ya están en una solicitud de devolución.",
      items: "Artículos que devolver",
      itemsHint: "Elige cuántas unidades de cada uno.",
      quantity: "Cuántas unidades de {{name}}",
      ofBought_one: "de {{count}} comprada",
      ofBought_other: "de {{count}} compradas",
      alreadyAsked: "{{count}} ya en una solicitud",
      reason: "Motivo",
      reasons: {
        damaged: "Dañado",
        melted: "Derretido",
        wrong_item: "Artículo equivocado",
        not_as_described: "No es como se describe",
        changed_mind: "He cambiado de opinión",
      },
      reasonHints: {
        damaged: "Aplastado o roto durante el envío",
        melted: "Llegó blando o derretido",
        wrong_item: "No es lo que pediste",
        not_as_described: "Distinto de la página del producto",
        changed_mind: "Devuélvelo sin abrir y te reembolsamos",
      },
      note: "Nota (opcional)",
      noteHint: "Lo que nos ayude a entenderlo, hasta 1000 caracteres.",
      photos: "Fotos (opcional)",
      photosHint: "Hasta 3 fotos JPEG, PNG o WebP, de 5 MB cada una. Una foto del paquete ayuda.",
      submit: "Enviar solicitud de devolución",
      submitting: "Enviando…",
      errors: {
        linesRequired: "Elige al menos un artículo que devolver",
        linesTooMany:
          "No puedes devolver más de lo que compraste, ni un artículo que ya está en una solicitud",
        reasonRequired: "Elige un motivo",
        reasonNotOffered: "Este pedido reemplazó otro sin cargo: solo se puede reclamar por un defecto",
        noteTooLong: "La nota puede tener como máximo 1000 caracteres",
        photosTooMany: "Hasta 3 fotos",
        photosTooLarge: "Cada foto puede ocupar como máximo 5 MB",
        photosWrongType: "Las fotos deben ser imágenes JPEG, PNG o WebP",
        photosUnreadable: "No se pudo leer una foto: prueba con otra",
        bodyTooLarge:
          "Las fotos son demasiado grandes: hasta 3 fotos de 5 MB como máximo cada una. No se envió nada; vuelve a elegirlas.",
      },
    },
    card: {
      heading: "Devoluciones",
      ask: "Devolver artículos",
      until: "Las devoluciones están abiertas hasta el {{date}}.",
      sent: "Hemos recibido tu solicitud de devolución. Te escribiremos pronto.",
      requested: "Pedida el {{date}}",
      reason: "Motivo",
      statuses: {
        requested: "Pendiente de revisión",
        awaiting_item: "Aprobada: envíanos los artículos",
        completed: "Completada",
        refused: "Rechazada",
      },
      outcome: {
        refund: "{{amount}} reembolsados a tu tarjeta.",
        store_credit: "{{amount}} en saldo de la tienda.",
        replacement: "Reemplazo en camino: pedido {{number}}.",
        awaiting: "Te devolveremos {{amount}} cuando lleguen los artículos.",
      },
      refusedWhy: "Motivo: {{reason}}",
    },
  },
} as const satisfies Translations<typeof english>;
