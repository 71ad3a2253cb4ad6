import type { Translations } from "../types";
import type { frame as english } from "../en/frame";

export const frame: Translations<typeof english> = {
  frame: {
    metaTitle: "{{page}} | Administración de Sweet Trip",
    nav: {
      label: "Secciones de administración",
      dashboard: "Panel",
      products: "Productos",
      categories: "Categorías",
      orders: "Pedidos",
      coupons: "Cupones",
      giftCards: "Tarjetas regalo",
      customers: "Clientes",
      reviews: "Opiniones",
      returns: "Devoluciones",
      audit: "Registro de cambios",
    },
    forbidden: {
      title: "Solo para administradores",
      message: "Esta parte de Sweet Trip es para quienes administran la tienda. Tu cuenta no puede abrirla.",
      home: "Ir a la tienda",
    },
    noResults: "Nada coincide con estos filtros.",
    filter: "Filtrar",
    clear: "Borrar",
    save: "Guardar",
    saving: "Guardando...",
    cancel: "Cancelar",
    languages: {
      english: "En inglés",
      englishHint:
        "Lo que leen los clientes en las páginas en inglés, y en las páginas en español donde falte el español.",
      spanish: "En español",
      spanishHint:
        "Lo que leen los clientes que compran en español. Deja un campo vacío para mostrar el inglés.",
    },
  },
};
