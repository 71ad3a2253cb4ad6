import type { account as english } from "../en/account";
import type { Translations } from "../types";

export const account = {
  accountPage: {},
} as const satisfies Translations<typeof english>;
