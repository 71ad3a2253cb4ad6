import type { catalog as english } from "../en/catalog";
import type { Translations } from "../types";

export const catalog = {
  catalog: {},
} as const satisfies Translations<typeof english>;
