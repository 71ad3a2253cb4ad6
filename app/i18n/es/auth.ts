import type { auth as english } from "../en/auth";
import type { Translations } from "../types";

export const auth = {
  auth: {},
} as const satisfies Translations<typeof english>;
