import type { shopping as english } from "../en/shopping";
import type { Translations } from "../types";

export const shopping = {
  rating: {
    label: "Valoración de {{average}} sobre 5",
    reviews_one: "({{count}} reseña)",
    reviews_other: "({{count}} reseñas)",
  },
  shopping: {
    decrease: "Reducir cantidad",
    increase: "Aumentar cantidad",
    addToCart: "Añadir al carrito",
    /** A compact card's add button (two to a row on a phone): the start of addToCart, which names it. */
    addToCartShort: "Añadir",
    adding: "Añadiendo...",
    outOfStock: "Producto agotado",
    onlyAvailable: "Solo hay {{count}} unidades disponibles",
    limitPerOrder: "Límite de {{count}} por pedido",
    limitReached: "Puedes comprar como máximo {{count}} de este producto por pedido",
    added: "¡{{name}} añadido al carrito!",
    addFailed: "No se pudo añadir al carrito",
    addToWishlist: "Añadir a la lista de deseos",
    wishlistSignIn: "Inicia sesión para añadir a tu lista de deseos",
    wishlistAdded: "¡{{name}} añadido a tu lista de deseos!",
    wishlistFailed: "No se pudo añadir a la lista de deseos",
  },
  wishlist: {
    metaTitle: "Mi lista de deseos | Sweet Trip",
    heading: "Mi lista de deseos",
    empty: "Tu lista de deseos está vacía",
    emptyMessage: "Guarda en tu lista de deseos los productos que te encantan.",
    browse: "Ver productos",
    count_one: "{{count}} producto guardado",
    count_other: "{{count}} productos guardados",
    remove: "Quitar {{name}} de la lista de deseos",
    removed: "{{name}} se quitó de la lista de deseos",
    removeFailed: "No se pudo quitar de la lista de deseos",
  },
} as const satisfies Translations<typeof english>;
