import type { CategoryTranslation } from "./types";

export const europeanDelights: CategoryTranslation = {
  category: {
    name: "Delicias europeas",
    description:
      "Tesoros de confitería de toda Europa: ositos de goma alemanes, stroopwafels holandeses, galletas belgas de caramelo, gominolas británicas y regaliz nórdico. Recetas de siempre, queridas durante generaciones.",
  },
  products: {},
};
