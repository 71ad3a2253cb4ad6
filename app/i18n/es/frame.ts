import type { frame as english } from "../en/frame";
import type { Translations } from "../types";

export const frame = {
  brand: {
    name: "Sweet Trip",
    tagline: "Descubre dulces de todo el mundo",
    homeLink: "Inicio de Sweet Trip",
  },
  meta: {
    homeTitle: "Sweet Trip | Descubre dulces de todo el mundo",
    notFoundTitle: "Página no encontrada | Sweet Trip",
    errorTitle: "Algo salió mal | Sweet Trip",
    description: "Una tienda en línea de dulces y snacks de Japón, Corea, América, Europa y más.",
  },
  frame: {
    pageLoaded: "{{title}}, página cargada",
    skipToContent: "Saltar al contenido",
    promo: "¡Envío gratis en pedidos superiores a $60!",
  },
  nav: {
    label: "Principal",
    home: "Inicio",
    products: "Productos",
    featured: "Destacados",
    newArrivals: "Novedades",
    categories: "Categorías",
    giftCards: "Tarjetas regalo",
    wishlist: "Lista de deseos",
  },
  cart: {
    button_one: "Carrito, {{count}} artículo",
    button_other: "Carrito, {{count}} artículos",
    buttonPending: "Carrito",
  },
  theme: {
    toggle: "Cambiar tema",
  },
  account: {
    menu: "Menú de cuenta",
    signIn: "Iniciar sesión",
    createAccount: "Crear cuenta",
    myAccount: "Mi cuenta",
    myOrders: "Mis pedidos",
    adminPanel: "Panel de administración",
    signOut: "Cerrar sesión",
    signedOut: "Sesión cerrada correctamente",
    signOutFailed: "Error al cerrar sesión",
  },
  mobileMenu: {
    open: "Abrir menú",
    close: "Cerrar menú",
  },
  categories: {
    japaneseSnacks: "Snacks japoneses",
    koreanTreats: "Dulces coreanos",
    americanFavorites: "Favoritos americanos",
    europeanDelights: "Delicias europeas",
    exoticInternational: "Exóticos internacionales",
    chocolateCollection: "Colección de chocolates",
  },
  information: {
    about: "Sobre nosotros",
    contact: "Contáctanos",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
    shipping: "Información de envío",
    returns: "Devoluciones",
    track: "Seguir un pedido",
    giftCards: "Tarjetas regalo",
  },
  error: {
    title: "Algo salió mal.",
    unknown: "Ocurrió un error inesperado.",
    goHome: "Ir al inicio",
    tooManyAttempts_one: "Demasiados intentos. Vuelve a intentarlo dentro de {{count}} minuto.",
    tooManyAttempts_other: "Demasiados intentos. Vuelve a intentarlo dentro de {{count}} minutos.",
    unreadableForm: "No se pudo leer el formulario. Vuelve a intentarlo.",
  },
  outage: {
    title: "Volvemos enseguida | Sweet Trip",
    heading: "Volvemos enseguida",
    message:
      "Nuestra tienda se ha tomado un breve descanso y ahora mismo no llega a sus estantes de dulces. Vuelve a intentarlo en un minuto.",
    cartSafe: "Tu carrito se guarda en este navegador, así que no se pierde nada.",
    tryAgain: "Intentar de nuevo",
    apiError: "La tienda no está disponible por un momento. Vuelve a intentarlo en un minuto.",
  },
} as const satisfies Translations<typeof english>;
