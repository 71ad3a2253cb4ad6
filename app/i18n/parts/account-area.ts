import { partTranslation } from "../react";

/** `t` of the sign-in, account, checkout, payment and order pages (and the common texts). */
export const useAccountAreaTranslation = partTranslation("accountArea");
