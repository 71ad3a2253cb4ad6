import type { CategoryTranslation } from "./types";

export const chocolateCollection: CategoryTranslation = {
  category: {
    name: "Colección de chocolate",
    description:
      "Chocolate de los grandes maestros del mundo: trufas suizas, conchas belgas, bombones italianos de avellana, chocolate con leche nórdico y tabletas negras de origen único. Para regalar o para darse un capricho.",
  },
  products: {},
};
