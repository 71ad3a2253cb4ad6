import { partTranslation } from "../react";

/** `t` of the reviews: the list, the composer and the form (and the common texts). */
export const useReviewsTranslation = partTranslation("reviews");
