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
    adding: "Añadiendo...",
    outOfStock: "Producto agotado",
    onlyAvailable: "Solo hay {{count}} unidades disponibles",
    added: "¡{{name}} añadido al carrito!",
    addFailed: "No se pudo añadir al carrito",
    addToWishlist: "Añadir a favoritos",
    wishlistSignIn: "Inicia sesión para añadir a favoritos",
    wishlistAdded: "¡{{name}} añadido a favoritos!",
    wishlistFailed: "No se pudo añadir a favoritos",
  },
} as const satisfies Translations<typeof english>;
