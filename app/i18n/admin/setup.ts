import type { i18n as I18n } from "i18next";
import type { Language } from "~/lib/language";
import { createI18n } from "../setup";
import { adminEn } from "./en";
import { adminEs } from "./es";

/**
 * Adds the back office's texts (namespace `admin`) to an i18next instance. Only admin route
 * modules import this file, so the texts travel with the admin pages' chunks and never with the
 * shop's (decision 012). Idempotent: the admin layout calls it on every render, because the
 * root makes a new instance when the language changes.
 */
export function addAdminTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle("en", "admin")) return;
  i18n.addResourceBundle("en", "admin", adminEn);
  i18n.addResourceBundle("es", "admin", adminEs);
}

/** A translate function of the `admin` namespace for code outside React (route `meta`). */
export function adminTranslator(language: Language) {
  const i18n = createI18n(language);
  addAdminTexts(i18n);
  return i18n.getFixedT(language, "admin");
}
