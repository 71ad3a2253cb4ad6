import type { CategoryTranslation } from "./types";

export const koreanTreats: CategoryTranslation = {
  category: {
    name: "Dulces coreanos",
    description:
      "Los snacks favoritos de Seúl: choco pies rellenos de malvavisco, patatas fritas de mantequilla con miel, ramyun picante y leche de plátano. Dulce, salado y picante, como en los K-dramas y las tiendas de barrio.",
  },
  products: {},
};
