import type { checkout as english } from "../en/checkout";
import type { Translations } from "../types";

export const checkout = {
  checkout: {},
} as const satisfies Translations<typeof english>;
