import { createInstance, type i18n as I18n } from "i18next";
import type { Language } from "~/lib/language";
import { DEFAULT_LANGUAGE } from "~/lib/language";
import { en } from "./en";
import { es } from "./es";
import type { adminEn } from "./admin/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    // `admin` is added by the admin pages only (app/i18n/admin/setup.ts).
    resources: { translation: typeof en; admin: typeof adminEn };
  }
}

const resources = { en: { translation: en }, es: { translation: es } };

/**
 * A fresh i18next instance for one language. Each server render makes its own, so no
 * language leaks from one request to another; the texts are bundled, so it is ready
 * synchronously and never suspends.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** A translate function for code outside React, such as route `meta`. */
export function translator(language: Language) {
  return createI18n(language).t;
}
