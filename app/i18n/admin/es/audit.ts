import type { Translations } from "../types";
import type { audit as english } from "../en/audit";

export const audit: Translations<typeof english> = {
  audit: {
    title: "Registro de cambios",
    subtitle: "Cada cambio hecho en la administración: quién, qué, cuándo, antes y después.",
    count_one: "{{count}} cambio",
    count_other: "{{count}} cambios",
    filters: {
      label: "Filtrar el registro",
      entity: "Qué cambió",
      anyEntity: "Cualquier cosa",
      actor: "Correo del administrador",
      from: "Desde",
      to: "Hasta",
    },
    entities: {
      product: "Producto",
      stock: "Stock",
      category: "Categoría",
      order: "Pedido",
      coupon: "Cupón",
      user: "Cliente",
      review: "Opinión",
      gift_card: "Tarjeta regalo",
      return: "Devolución",
    },
    entry: {
      by: "por {{email}}",
      field: "Campo",
      before: "Antes",
      after: "Después",
      empty: "(vacío)",
      created: "Creado",
      removed: "Eliminado",
    },
    empty: "Aún no hay cambios registrados.",
  },
};
