import type { CategoryTranslation } from "./types";

export const japaneseSnacks: CategoryTranslation = {
  category: {
    name: "Snacks japoneses",
    description:
      "Clásicos de los konbini de Japón: palitos de galleta bañados en chocolate, caramelos masticables de fruta, palitos de patata crujientes y ramune con burbujas. Sabores divertidos, envases cuidados y una pequeña sorpresa en cada caja.",
  },
  products: {},
};
