import type { cart as english } from "../en/cart";
import type { Translations } from "../types";

export const cart = {
  shoppingCart: {},
} as const satisfies Translations<typeof english>;
