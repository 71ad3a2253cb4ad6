import type { Language } from "~/lib/language";
import { createTranslator, type Translate } from "../translator";
import { adminEn } from "./en";
import { adminEs } from "./es";
import type { Translations } from "./types";

/** `t` of the back office's texts in one language. */
export type AdminTranslate = Translate<typeof adminEn>;

const texts: Record<Language, Translations> = { en: adminEn, es: adminEs };
const translators = new Map<Language, AdminTranslate>();

/**
 * `t` of the back office's texts. Only admin modules import this file, so the texts travel with
 * the admin pages' chunks and never with the shop's (decision 012).
 */
export function adminTranslator(language: Language): AdminTranslate {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = createTranslator(texts[language] as typeof adminEn, language)));
  return t;
}
