import type { Translations } from "../types";
import type { products as english } from "../en/products";

export const products: Translations<typeof english> = {
  products: {
    title: "Productos",
  },
};
