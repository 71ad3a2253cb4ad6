import type { product as english } from "../en/product";
import type { Translations } from "../types";

export const product = {
  product: {},
} as const satisfies Translations<typeof english>;
