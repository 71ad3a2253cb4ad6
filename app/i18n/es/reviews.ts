import type { reviews as english } from "../en/reviews";
import type { Translations } from "../types";

export const reviews = {
  reviews: {},
} as const satisfies Translations<typeof english>;
