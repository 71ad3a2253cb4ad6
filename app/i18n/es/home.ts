import type { home as english } from "../en/home";
import type { Translations } from "../types";

export const home = {
  home: {},
} as const satisfies Translations<typeof english>;
