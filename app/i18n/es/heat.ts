import type { heat as english } from "../en/heat";
import type { Translations } from "../types";

/** La página de un producto sensible al calor (decisión 075): en verano viaja con embalaje isotérmico. */
export const heat = {
  heat: {
    title: "En verano viaja con embalaje isotérmico",
    text: "Este dulce puede derretirse con el calor. En los meses cálidos, al pagar puedes añadir embalaje isotérmico con acumuladores de frío.",
  },
} as const satisfies Translations<typeof english>;
