import type { CategoryTranslation } from "./types";

export const exoticInternational: CategoryTranslation = {
  category: {
    name: "Exóticos del mundo",
    description:
      "Una vuelta al mundo en una caja de snacks: caramelos de chile y lima de México, Tim Tams de Australia, caramelos de leche de Shanghái, bhujia picante de la India y delicias turcas de Estambul.",
  },
  products: {},
};
