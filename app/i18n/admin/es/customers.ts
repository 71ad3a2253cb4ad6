import type { Translations } from "../types";
import type { customers as english } from "../en/customers";

export const customers: Translations<typeof english> = {
  customers: {
    title: "Clientes",
  },
};
