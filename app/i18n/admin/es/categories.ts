import type { Translations } from "../types";
import type { categories as english } from "../en/categories";

export const categories: Translations<typeof english> = {
  categories: {
    title: "Categorías",
    subtitle:
      "Los pasillos de la tienda: sus nombres y descripciones en inglés y en español. Sus direcciones no cambian.",
    count_one: "{{count}} categoría",
    count_other: "{{count}} categorías",
    empty: "Aún no hay categorías: las crea la carga del catálogo de demostración.",
    columns: {
      name: "Nombre",
      nameEs: "Nombre en español",
      products: "Productos",
      spanish: "Español",
      actions: "Acciones",
    },
    products: "{{count}} ({{active}} a la venta)",
    notTranslated: "Sin traducir",
    edit: "Editar",
    editName: "Editar {{name}}",
    spanishState: {
      complete: "Completo",
      nameMissing: "Falta el nombre",
      descriptionMissing: "Falta la descripción",
      bothMissing: "Faltan el nombre y la descripción",
    },
    form: {
      back: "Todas las categorías",
      editSubtitle: "Los cambios aparecen en la tienda en cuanto se guardan.",
      viewInShop: "Ver en la tienda",
      address: "Dirección",
      addressHint: "Fija: los menús, el mapa del sitio y otras webs enlazan a ella.",
      productCount: "Productos",
      name: "Nombre",
      description: "Descripción",
      descriptionHint: "Aparece bajo el nombre en la página de la categoría. Opcional.",
      nameEs: "Nombre en español",
      descriptionEs: "Descripción en español",
      saved: "Categoría guardada.",
      notFound: "Esta categoría ya no existe.",
    },
    errors: {
      required: "Rellena este campo.",
      tooLong: "Como mucho {{max}} caracteres.",
      invalidCharacters: "Quita los caracteres invisibles o de control.",
    },
  },
};
