import type { Translations as ShopTranslations } from "../types";
import type { adminEn } from "./en";

/** What the Spanish admin texts provide: the English ones' shape, every text a string. */
export type Translations<Texts = typeof adminEn> = ShopTranslations<Texts>;
