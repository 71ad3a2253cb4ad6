import { partTranslation } from "../react";

/**
 * `t` of the cart: the side panel, the cart page and the lines and summaries the checkout shares
 * with them (and the common texts). Not part of a page's first load (decision 097): the panel's
 * code loads when it is first wanted, and these texts with it.
 */
export const useCartTranslation = partTranslation("cart");
