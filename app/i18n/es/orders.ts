import type { orders as english } from "../en/orders";
import type { Translations } from "../types";

export const orders = {
  orders: {},
} as const satisfies Translations<typeof english>;
