import type { product as english } from "../en/product";
import type { Translations } from "../types";

export const product = {
  product: {
    metaTitle: "{{name}} | Sweet Trip",
    breadcrumb: "Ruta de navegación",
    origin: "Origen: {{country}}",
    weight: "{{grams}} g",
    gallery: {
      label: "Imágenes del producto",
      show: "Mostrar imagen {{index}} de {{count}}",
    },
    stock: {
      inStock: "En stock",
      fewLeft_one: "Solo queda {{count}}",
      fewLeft_other: "Solo quedan {{count}}",
      outOfStock: "Agotado",
    },
    quantity: {
      label: "Cantidad",
    },
    reassurance: {
      label: "Por qué comprar con nosotros",
      freeShipping: "Envío gratis a partir de $60",
      authentic: "Productos auténticos",
      returns: "Devoluciones en 30 días",
    },
    reviews: {
      heading: "Opiniones de clientes",
      empty: "Todavía no hay opiniones",
      emptyHint: "Este dulce aún espera su primera opinión.",
      verified: "Compra verificada",
      by: "Por {{author}}",
      writtenIn: {
        en: "Reseña escrita en inglés",
        es: "Reseña escrita en español",
      },
    },
    loading: "Cargando producto…",
    stockAlert: {
      notifyMe: "Avísame",
      notifyMeLabel: "Avísame cuando vuelva a haber {{name}}",
      title: "Recibe un correo cuando vuelva",
      text: "Un solo correo a esta dirección cuando vuelva a haber {{name}}. Nada más.",
      visitorNote: "Antes te enviaremos un enlace para confirmar la dirección.",
      emailLabel: "Correo electrónico",
      submit: "Avísame",
      sending: "Guardando…",
      close: "Cerrar",
      waiting: "¡Hecho! Te escribiremos cuando vuelva a haber {{name}}.",
      checkInbox: "Revisa tu correo: abre el enlace que te hemos enviado para confirmar el aviso.",
      inStock: "Buenas noticias: ya está disponible.",
      unknown: "No encontramos este producto.",
      limited_one: "Demasiadas solicitudes. Vuelve a intentarlo dentro de {{count}} minuto.",
      limited_other: "Demasiadas solicitudes. Vuelve a intentarlo dentro de {{count}} minutos.",
      failed: "Algo ha fallado. Vuelve a intentarlo.",
      errors: {
        required: "Escribe tu correo electrónico",
        invalid: "Escribe un correo electrónico válido",
      },
      metaTitle: "Aviso de disponibilidad | Sweet Trip",
      confirmTitle: "Confirma tu aviso",
      confirmText: "Pulsa el botón para recibir un correo cuando vuelva a haber {{name}}.",
      confirmButton: "Confirmar aviso",
      confirmedTitle: "Aviso confirmado",
      confirmedText: "Te escribiremos una sola vez, cuando vuelva a haber {{name}}.",
      unknownTitle: "Este enlace no funciona",
      unknownText: "Puede que esté mal copiado o que lo haya sustituido uno más reciente.",
      backToProduct: "Volver a {{name}}",
      backToShop: "Volver a la tienda",
    },
  },
} as const satisfies Translations<typeof english>;
