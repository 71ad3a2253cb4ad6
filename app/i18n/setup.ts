import { LANGUAGES, type Language } from "~/lib/language";
import type { en } from "./en";
import type { enAccountArea } from "./en/account-area";
import { createTranslator, type TextKey, type Translate } from "./translator";

/** The texts any page may show (app/i18n/en is the source of truth; the back office has its own). */
export type CommonTexts = typeof en;
/** The sign-in, account, checkout, payment and order pages' texts. */
export type AccountAreaTexts = typeof enAccountArea;
/** All the shop's texts. */
export type ShopTexts = CommonTexts & AccountAreaTexts;
export type ShopTextKey = TextKey<ShopTexts>;
/** `t` of all the shop's texts in one language. */
export type ShopTranslate = Translate<ShopTexts>;
/** `t` of the texts any page may show. */
export type CommonTranslate = Translate<CommonTexts>;

/**
 * A language's texts come in two parts, each a chunk of its own: the common texts, which a
 * browser loads for every page (before hydrating, `app/entry.client.tsx`, preloaded by the HTML:
 * `usePreloadedTexts`), and the account area's, which only the pages that show them load
 * (`useAccountAreaTranslation`): some 45% of the texts, which a visitor who browses never needs
 * (decision 028). A browser loads only the page's language, and another one when the visitor
 * switches to it (`useTexts`). The server has them all from the start.
 */
export type TextPart = "common" | "accountArea";

// Checked against English by `satisfies Translations` in ./es.
const importers: Record<Language, Record<TextPart, () => Promise<object>>> = {
  en: {
    common: () => import("./en").then((module) => module.en),
    accountArea: () => import("./en/account-area").then((module) => module.enAccountArea),
  },
  es: {
    common: () => import("./es").then((module) => module.es),
    accountArea: () => import("./es/account-area").then((module) => module.esAccountArea),
  },
};

const texts = new Map<`${Language}:${TextPart}`, object>();
const loading = new Map<`${Language}:${TextPart}`, Promise<boolean>>();

/**
 * Loads a part of a language's texts once: true once it is in, false when it could not be
 * loaded (offline; a warning says so), in which case the page keeps what it has (`translator`)
 * until `{ retry: true }` asks again. Never rejects.
 */
export function loadTexts(
  language: Language,
  part: TextPart = "common",
  { retry = false } = {},
): Promise<boolean> {
  const key = `${language}:${part}` as const;
  let pending = loading.get(key);
  if (!pending || (retry && !texts.has(key))) {
    pending = importers[language][part]().then(
      (loaded) => {
        texts.set(key, loaded);
        return true;
      },
      (error: unknown) => {
        console.warn(`the ${language} texts (${part}) could not be loaded`, error);
        return false;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

export function textsLoaded(language: Language, part: TextPart = "common"): boolean {
  return texts.has(`${language}:${part}`);
}

// On the server (and in tests and scripts) renders, meta functions, e-mails and messages use any
// text in any language at any moment: all are loaded before anything can ask.
if (typeof document === "undefined")
  await Promise.all(
    LANGUAGES.flatMap((language) => [loadTexts(language), loadTexts(language, "accountArea")]),
  );

const translators = new Map<string, ShopTranslate>();

/**
 * `t` in `language`, made at its first use and shared by every render and `meta` after it: a
 * language's texts never change while the shop runs. In the browser they are there once
 * `loadTexts` has loaded them, which the root layout waits for (and the account area's pages
 * for their part); until the account area's texts are in, their keys show as keys. Should a
 * language's texts have failed to load, `t` is (for now) that of a language that did load.
 */
export function translator(language: Language): ShopTranslate {
  const common = texts.get(`${language}:common`);
  if (!common) {
    const standIn = LANGUAGES.find((other) => textsLoaded(other));
    if (!standIn) throw new Error(`No texts are loaded, ${language} was asked for (loadTexts)`);
    return translator(standIn);
  }
  const accountArea = texts.get(`${language}:accountArea`);
  const key = accountArea ? `${language}:all` : language;
  let t = translators.get(key);
  if (!t) {
    t = createTranslator({ ...common, ...accountArea }, language) as ShopTranslate;
    translators.set(key, t);
  }
  return t;
}
