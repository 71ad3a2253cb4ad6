import { partTranslation } from "../react";

/** `t` of the home page (and the common texts). */
export const useHomeTranslation = partTranslation("home");
