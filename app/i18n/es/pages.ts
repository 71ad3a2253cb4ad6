import type { pages as english } from "../en/pages";
import type { Translations } from "../types";

export const pages = {
  pages: {},
} as const satisfies Translations<typeof english>;
