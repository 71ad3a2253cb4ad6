import { americanFavorites } from "./american-favorites";
import { chocolateCollection } from "./chocolate-collection";
import { europeanDelights } from "./european-delights";
import { exoticInternational } from "./exotic-international";
import { japaneseSnacks } from "./japanese-snacks";
import { koreanTreats } from "./korean-treats";
import type { CatalogueTranslation } from "./types";

export * from "./types";

/** The demo catalogue in Spanish, by category slug. */
export const spanishCatalogue: CatalogueTranslation = {
  "japanese-snacks": japaneseSnacks,
  "korean-treats": koreanTreats,
  "american-favorites": americanFavorites,
  "european-delights": europeanDelights,
  "exotic-international": exoticInternational,
  "chocolate-collection": chocolateCollection,
};
