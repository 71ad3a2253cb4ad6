import type { Language } from "~/lib/language";
import { en } from "./en";
import { es } from "./es";
import { createTranslator, type TextKey, type Translate } from "./translator";
import type { Translations } from "./types";

/** The shop's texts (app/i18n/en is the source of truth; the back office has its own). */
export type ShopTexts = typeof en;
export type ShopTextKey = TextKey<ShopTexts>;
/** `t` of the shop's texts in one language. */
export type ShopTranslate = Translate<ShopTexts>;

const texts: Record<Language, Translations> = { en, es };
const translators = new Map<Language, ShopTranslate>();

/**
 * `t` in `language`, made at its first use and shared by every render and `meta` after it: a
 * language's texts never change while the shop runs.
 */
export function translator(language: Language): ShopTranslate {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = createTranslator(texts[language] as ShopTexts, language)));
  return t;
}
