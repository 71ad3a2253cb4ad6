import type { catalog as english } from "../en/catalog";
import type { Translations } from "../types";

export const catalog = {
  catalog: {
    card: {
      featured: "Destacado",
      lowStock: "Pocas unidades",
      outOfStock: "Agotado",
    },
    grid: {
      empty: "No se encontraron productos",
      emptyHint: "¡Vuelve pronto para ver las novedades!",
    },
    list: {
      allTitle: "Todos los productos",
      featuredTitle: "Productos destacados",
      newArrivalsTitle: "Novedades",
      searchTitle: 'Resultados de búsqueda para "{{term}}"',
      loading: "Cargando...",
      found_one: "{{count}} producto encontrado",
      found_other: "{{count}} productos encontrados",
      empty: "No se encontraron {{title}}.",
      filteredEmptyHint: "Amplía el rango de precios o quita algunos filtros.",
      priceRangeReversed:
        "El precio mínimo es mayor que el máximo, así que ningún precio encaja: baja el mínimo o sube el máximo.",
      results: "Productos",
    },
    filters: {
      heading: "Filtros",
      show: "Mostrar filtros",
      hide: "Ocultar filtros",
      sortBy: "Ordenar por",
      sort: {
        "name-asc": "Nombre A-Z",
        "name-desc": "Nombre Z-A",
        "price-asc": "Precio: de menor a mayor",
        "price-desc": "Precio: de mayor a menor",
        newest: "Más recientes primero",
        oldest: "Más antiguos primero",
      },
      priceRange: "Rango de precio",
      priceMin: "Mín.",
      priceMax: "Máx.",
      applyPrice: "Aplicar",
      priceReversed:
        "El mínimo (${{min}}) es mayor que el máximo (${{max}}), así que ningún precio encaja. Baja el mínimo o sube el máximo.",
      brands: "Marcas",
      countries: "País de origen",
      showAll: "Ver todo ({{count}})",
      showFewer: "Ver menos",
      clearAll: "Borrar todos los filtros",
    },
    layout: {
      label: "Vista",
      grid: "Vista de cuadrícula",
      list: "Vista de lista",
    },
    pagination: {
      label: "Páginas",
      previous: "Anterior",
      next: "Siguiente",
      page: "Página {{page}}",
    },
    category: {
      available_one: "{{count}} producto disponible",
      available_other: "{{count}} productos disponibles",
      empty: "No se encontraron productos en {{name}}",
      notFoundTitle: "Categoría no encontrada",
      notFoundMessage: "La categoría que buscas no existe.",
      allCategories: "Ver todas las categorías",
    },
    categories: {
      heading: "Explorar categorías",
      intro: "Dulces y snacks agrupados por su origen: elige un rincón del mundo y descúbrelo.",
      explore: "Explorar colección",
    },
    search: {
      heading: "Resultados de búsqueda",
      resultsFor: 'Resultados para: "{{query}}"',
      searching: "Buscando...",
      empty: 'No se encontraron productos para "{{query}}"',
      emptyHint: "Revisa la ortografía o prueba con una marca, un sabor o un país.",
      startTitle: "Empieza tu búsqueda",
      startHint: "Escribe palabras clave para encontrar tus dulces internacionales favoritos.",
    },
    meta: {
      allTitle: "Todos los productos | Sweet Trip",
      featuredTitle: "Productos destacados | Sweet Trip",
      newArrivalsTitle: "Novedades | Sweet Trip",
      listSearchTitle: 'Resultados de búsqueda para "{{term}}" | Sweet Trip',
      listDescription:
        "Descubre dulces y snacks internacionales de Japón, Corea, Estados Unidos, Europa y más: filtra por precio, marca y país.",
      featuredDescription: "Favoritos seleccionados de nuestra colección de dulces y snacks internacionales.",
      newArrivalsDescription: "Los dulces y snacks que han llegado a Sweet Trip en los últimos 30 días.",
      categoriesTitle: "Explorar categorías | Sweet Trip",
      categoriesDescription:
        "Snacks japoneses, dulces coreanos, favoritos americanos, delicias europeas y más: recorre cada colección.",
      categoryTitle: "{{name}} | Sweet Trip",
      categoryNotFoundTitle: "Categoría no encontrada | Sweet Trip",
      searchTitle: "Resultados de búsqueda | Sweet Trip",
      searchQueryTitle: 'Resultados de búsqueda para "{{query}}" | Sweet Trip',
      searchDescription: "Busca dulces y snacks internacionales en Sweet Trip por nombre, marca o sabor.",
    },
  },
} as const satisfies Translations<typeof english>;
