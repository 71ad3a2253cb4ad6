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
      open: "Ver en grande la imagen de {{name}}",
      dialog: "Imágenes de {{name}}",
      position: "Imagen {{index}} de {{count}}",
      previous: "Imagen anterior",
      next: "Imagen siguiente",
      close: "Cerrar",
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
    },
    loading: "Cargando producto…",
  },
} as const satisfies Translations<typeof english>;
