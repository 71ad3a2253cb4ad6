import type { Translations } from "../types";
import type { audit as english } from "../en/audit";

export const audit: Translations<typeof english> = {
  audit: {
    title: "Registro de cambios",
  },
};
