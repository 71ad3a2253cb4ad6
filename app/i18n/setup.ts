import { LANGUAGES, type Language } from "~/lib/language";
import type { en } from "./en";
import { createTranslator, type TextKey, type Translate } from "./translator";
import type { Translations } from "./types";

/** The shop's texts (app/i18n/en is the source of truth; the back office has its own). */
export type ShopTexts = typeof en;
export type ShopTextKey = TextKey<ShopTexts>;
/** `t` of the shop's texts in one language. */
export type ShopTranslate = Translate<ShopTexts>;

/**
 * Each language's texts are a chunk of their own: a browser loads only the page's language
 * (before hydrating, `app/entry.client.tsx`, preloaded by the HTML: `TextsPreload`) and another
 * one when the visitor switches to it (`useTexts`). The server has them all from the start.
 */
const importers: Record<Language, () => Promise<ShopTexts>> = {
  en: () => import("./en").then((module) => module.en),
  // Checked against English by `satisfies Translations` in ./es.
  es: () => import("./es").then((module) => module.es as Translations as ShopTexts),
};

const texts = new Map<Language, ShopTexts>();
const loading = new Map<Language, Promise<boolean>>();

/**
 * Loads a language's texts once: true once they are in, false when they could not be loaded
 * (offline; a warning says so), in which case the page keeps a language it has (`translator`)
 * until `{ retry: true }` asks again. Never rejects.
 */
export function loadTexts(language: Language, { retry = false } = {}): Promise<boolean> {
  let pending = loading.get(language);
  if (!pending || (retry && !texts.has(language))) {
    pending = importers[language]().then(
      (loaded) => {
        texts.set(language, loaded);
        return true;
      },
      (error: unknown) => {
        console.warn(`the ${language} texts could not be loaded`, error);
        return false;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

export function textsLoaded(language: Language): boolean {
  return texts.has(language);
}

// On the server (and in tests and scripts) renders, meta functions, e-mails and messages use any
// language at any moment: all are loaded before anything can ask.
if (typeof document === "undefined") await Promise.all(LANGUAGES.map((language) => loadTexts(language)));

const translators = new Map<Language, ShopTranslate>();

/**
 * `t` in `language`, made at its first use and shared by every render and `meta` after it: a
 * language's texts never change while the shop runs. In the browser they are there once
 * `loadTexts` has loaded them, which the root layout waits for; should they have failed to load,
 * `t` is (for now) that of a language that did load.
 */
export function translator(language: Language): ShopTranslate {
  let t = translators.get(language);
  if (t) return t;
  const loaded = texts.get(language);
  if (loaded) translators.set(language, (t = createTranslator(loaded, language)));
  else {
    const standIn = LANGUAGES.find((other) => texts.has(other));
    if (!standIn) throw new Error(`No texts are loaded, ${language} was asked for (loadTexts)`);
    t = translator(standIn);
  }
  return t;
}
