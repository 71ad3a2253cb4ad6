import type { cart as english } from "../en/cart";
import type { Translations } from "../types";

export const cart = {
  shoppingCart: {
    giftCard: {
      name: "Tarjeta regalo para {{name}}",
      detail: "Para {{email}} · {{date}}",
      remove: "Quitar la tarjeta regalo para {{name}}",
    },
    meta: {
      title: "Carrito de compras | Sweet Trip",
    },
    title: "Carrito de compras",
    itemCount_one: "({{count}} artículo)",
    itemCount_other: "({{count}} artículos)",
    close: "Cerrar",
    loading: "Cargando tu carrito…",
    empty: "Tu carrito está vacío",
    emptyMessage: "Parece que aún no has añadido ningún dulce a tu carrito.",
    startShopping: "Empezar a comprar",
    continueShopping: "Seguir comprando",
    proceedToCheckout: "Finalizar compra",
    clearCart: "Vaciar carrito",
    viewCart: "Ver carrito",
    clear: {
      title: "¿Vaciar tu carrito?",
      text_one: "Se quitará {{count}} artículo de tu carrito.",
      text_other: "Se quitarán los {{count}} artículos de tu carrito.",
      cancel: "Conservar mis artículos",
      cleared: "Se vació tu carrito.",
      undo: "Deshacer",
    },
    linesLabel: "Artículos de tu carrito",
    line: {
      each: "{{price}} c/u",
      quantityOf: "Cantidad de {{name}}",
      remove: "Eliminar",
      removeNamed: "Eliminar {{name}}",
      lowStock: "Solo quedan {{count}} en stock",
    },
    notice: {
      priceChanged: "El precio cambió de {{from}} a {{to}}",
      quantityLowered: "Bajamos la cantidad de {{from}} a {{to}}, todo lo que tenemos en stock.",
      quantityLimited: "Bajamos la cantidad de {{from}} a {{to}}, el límite por pedido.",
      inactive: "Este producto ya no está disponible.",
      gone: "Este producto ya no está disponible.",
      soldOut: "Este producto se ha agotado.",
      notCounted: "No se incluye en los totales.",
      checkoutBlocked: "Elimina los artículos que ya no están disponibles para finalizar la compra.",
    },
    summary: {
      heading: "Resumen del pedido",
      subtotal: "Subtotal",
      shipping: "Envío",
      free: "GRATIS",
      total: "Total",
      discountsAtCheckout: "Los cupones de descuento se aplican al finalizar la compra.",
    },
    freeShipping: {
      remaining: "¡Añade {{amount}} más y el envío es gratis!",
      qualified: "¡Tu pedido tiene envío gratis!",
    },
  },
} as const satisfies Translations<typeof english>;
