import type { frameLater as english } from "../en/frame-later";
import type { Translations } from "../types";

export const frameLater = {
  search: {
    label: "Buscar productos",
    placeholder: "Busca dulces, marcas, países…",
    submit: "Buscar",
    suggestions: "Sugerencias",
    products: "Productos",
    categories: "Categorías",
    category: "Categoría",
    found_one: "{{count}} sugerencia. Usa las flechas arriba y abajo para elegir.",
    found_other: "{{count}} sugerencias. Usa las flechas arriba y abajo para elegir.",
    none: "Sin sugerencias. Pulsa Intro para buscar.",
  },
  footer: {
    about: "Dulces y snacks de todo el mundo, elegidos por su sabor y entregados en tu puerta.",
    categoriesHeading: "Comprar por categoría",
    categoriesLabel: "Categorías",
    informationHeading: "Información",
    informationLabel: "Información",
    socialLabel: "Redes sociales",
    instagram: "Instagram",
    facebook: "Facebook",
    x: "X (Twitter)",
    copyright: "© {{year}} Sweet Trip. Todos los derechos reservados.",
  },
  notFound: {
    code: "404",
    title: "¡Ups! Página no encontrada",
    message:
      "Parece que esta página se fue de viaje dulce por su cuenta. Puede que se haya movido o que la dirección esté mal escrita.",
    goHome: "Ir al inicio",
    goBack: "Volver",
    suggestionsHeading: "Quizás buscabas:",
    featured: "Productos destacados",
  },
  language: {
    label: "Idioma",
  },
} as const satisfies Translations<typeof english>;
