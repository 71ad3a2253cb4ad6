import type { Translations } from "../types";
import type { reviews as english } from "../en/reviews";

export const reviews: Translations<typeof english> = {
  reviews: {
    title: "Opiniones",
    subtitle:
      "Lo que escriben los clientes, lo más reciente primero. Borra una opinión ofensiva, spam o que no trate del producto.",
    filters: {
      label: "Buscar opiniones",
      search: "Palabras o autor",
      searchPlaceholder: "Título, texto o nombre",
      product: "Producto",
      productPlaceholder: "Nombre o slug",
      rating: "Valoración",
      anyRating: "Todas",
      stars_one: "{{count}} estrella",
      stars_other: "{{count}} estrellas",
      verified: "Compra",
      verifiedAll: "Cualquiera",
      verifiedYes: "Compra verificada",
      verifiedNo: "No verificada",
    },
    count_one: "{{count}} opinión",
    count_other: "{{count}} opiniones",
    empty: "Todavía no hay opiniones.",
    columns: {
      product: "Producto",
      review: "Opinión",
      author: "Autor",
      date: "Fecha",
      actions: "Acciones",
    },
    caption: "Opiniones, página {{page}} de {{pages}}",
    shopPage: "En la tienda",
    shopPageOf: "{{name}} en la tienda (se abre en otra pestaña)",
    hidden: "Oculto en la tienda",
    noText: "Solo valoración, sin texto.",
    verified: "Compra verificada",
    showAll: "Ver todo",
    showLess: "Ver menos",
    delete: {
      button: "Borrar",
      buttonNamed: "Borrar la opinión de {{author}} sobre {{product}}",
      confirm: "¿Borrar esta opinión de {{author}}? Los clientes dejarán de verla.",
      yes: "Sí, borrar",
      deleting: "Borrando...",
      deleted: "Opinión de {{author}} borrada.",
      notFound: "Esta opinión ya estaba borrada.",
      refused: "No se pudo borrar esta opinión.",
    },
  },
};
