import { partTranslation } from "../react";

/** `t` of the information pages: about, FAQ, contact, shipping, terms... (and the common texts). */
export const useInfoPagesTranslation = partTranslation("infoPages");
