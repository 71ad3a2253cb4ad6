import type { Translations } from "../types";
import type { frame as english } from "../en/frame";

export const frame: Translations<typeof english> = {
  frame: {
    metaTitle: "{{page}} | Administración de Sweet Trip",
    nav: {
      label: "Secciones de administración",
      dashboard: "Panel",
      products: "Productos",
      orders: "Pedidos",
      coupons: "Cupones",
      customers: "Clientes",
      audit: "Registro de cambios",
    },
    backToShop: "Volver a la tienda",
    forbidden: {
      title: "Solo para administradores",
      message: "Esta parte de Sweet Trip es para quienes administran la tienda. Tu cuenta no puede abrirla.",
      home: "Ir a la tienda",
    },
    pagination: {
      label: "Páginas",
      previous: "Anterior",
      next: "Siguiente",
      page: "Página {{page}} de {{pages}}",
    },
    noResults: "Nada coincide con estos filtros.",
    filter: "Filtrar",
    clear: "Borrar",
    save: "Guardar",
    saving: "Guardando...",
    cancel: "Cancelar",
    yes: "Sí",
    no: "No",
  },
};
