import type { Translations } from "../types";
import type { packingSlip as english } from "../en/packing-slip";

export const packingSlip: Translations<typeof english> = {
  packingSlip: {
    link: "Albarán",
    linkHint: "Abre una página lista para imprimir en una pestaña nueva",
  },
};
