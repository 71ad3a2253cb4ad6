import type { CategoryTranslation } from "./types";

export const americanFavorites: CategoryTranslation = {
  category: {
    name: "Favoritos americanos",
    description:
      "Golosinas de viaje por carretera de Estados Unidos: vasitos de chocolate con crema de cacahuete, masticables ácidos, pastelitos rellenos de crema y root beer. Los dulces de los dibujos animados del sábado por la mañana y del bar del cine.",
  },
  products: {},
};
