import type { Translations } from "../types";
import type { orders as english } from "../en/orders";

export const orders: Translations<typeof english> = {
  orders: {
    title: "Pedidos",
  },
};
