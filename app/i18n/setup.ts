import { LANGUAGES, type Language } from "~/lib/language";
import type { en } from "./en";
import type { enAccountArea } from "./en/account-area";
import type { cart } from "./en/cart";
import type { frameLater } from "./en/frame-later";
import type { home } from "./en/home";
import type { pages } from "./en/pages";
import type { reviews } from "./en/reviews";
import { addTexts, translatorOver, type Translate } from "./translator";

/**
 * A language's texts come in parts, each a chunk of its own (decision 028): the common texts,
 * which a browser loads for every page (before hydrating, `app/entry.client.tsx`, preloaded by
 * the HTML: `usePreloadedTexts`), and the texts of a few pages, which only the components that
 * show them load (`partTranslation`): the home page's, the information pages', the reviews', the
 * account area's (sign-in, account, checkout, payment and order pages, some 45% of all the texts)
 * the cart's (its panel and page) and the frame's parts hydrated later (the search box, the
 * footer, the language picker and the not-found page; decision 097). A browser loads only the page's language,
 * and another one when the visitor switches to it (`useTexts`). The server has them all from the start. By the English texts
 * (app/i18n/en is the source of truth; the back office has its own):
 */
export interface TextParts {
  common: typeof en;
  home: typeof home;
  infoPages: typeof pages;
  reviews: typeof reviews;
  accountArea: typeof enAccountArea;
  cart: typeof cart;
  frameLater: typeof frameLater;
}
export type TextPart = keyof TextParts;

/** The texts any page may show. */
export type CommonTexts = TextParts["common"];
/** `t` of the texts any page may show. */
export type CommonTranslate = Translate<CommonTexts>;
/** All the shop's texts. */
export type ShopTexts = CommonTexts &
  TextParts["home"] &
  TextParts["infoPages"] &
  TextParts["reviews"] &
  TextParts["accountArea"] &
  TextParts["cart"] &
  TextParts["frameLater"];
/** `t` of all the shop's texts in one language. */
export type ShopTranslate = Translate<ShopTexts>;

// Spanish is checked against English by `satisfies Translations` in ./es.
const importers: Record<Language, Record<TextPart, () => Promise<object>>> = {
  en: {
    common: () => import("./en").then((module) => module.en),
    home: () => import("./en/home").then((module) => module.home),
    infoPages: () => import("./en/pages").then((module) => module.pages),
    reviews: () => import("./en/reviews").then((module) => module.reviews),
    accountArea: () => import("./en/account-area").then((module) => module.enAccountArea),
    cart: () => import("./en/cart").then((module) => module.cart),
    frameLater: () => import("./en/frame-later").then((module) => module.frameLater),
  },
  es: {
    common: () => import("./es").then((module) => module.es),
    home: () => import("./es/home").then((module) => module.home),
    infoPages: () => import("./es/pages").then((module) => module.pages),
    reviews: () => import("./es/reviews").then((module) => module.reviews),
    accountArea: () => import("./es/account-area").then((module) => module.esAccountArea),
    cart: () => import("./es/cart").then((module) => module.cart),
    frameLater: () => import("./es/frame-later").then((module) => module.frameLater),
  },
};

const loaded = new Set<`${Language}:${TextPart}`>();
const loading = new Map<`${Language}:${TextPart}`, Promise<boolean>>();
/** Each language's loaded texts by dotted key: every part adds its own. */
const textsByKey = new Map<Language, Map<string, string>>(LANGUAGES.map((language) => [language, new Map()]));

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
  if (!pending || (retry && !loaded.has(key))) {
    pending = importers[language][part]().then(
      (texts) => {
        addTexts(textsByKey.get(language)!, texts);
        loaded.add(key);
        return true;
      },
      (error: unknown) => {
        console.warn(`the ${language} texts (${part}) could not be loaded`, error);
        return false;
      },
    );
    // Marked as React marks the promises it reads (`use`), so that a render that reads it once it
    // has settled goes on at once instead of suspending (`useTexts`).
    const settled = pending;
    void settled.then((value) => Object.assign(settled, { status: "fulfilled", value }));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Settles once every part asked for so far has loaded or failed: before hydrating, the browser
 * waits for the parts the page's modules asked for as they loaded (`partTranslation`), so that
 * the first render finds every text the server's did.
 */
export function textsAskedFor(): Promise<unknown> {
  return Promise.all(loading.values());
}

/**
 * Loads in `next` every part of the texts loaded in `language`: a visitor switching languages
 * needs, in the other, what the page shows in this one (`{ retry: true }`, see `loadTexts`).
 */
export function loadTextsLike(language: Language, next: Language): Promise<boolean[]> {
  const parts = (Object.keys(importers[language]) as TextPart[]).filter((part) =>
    textsLoaded(language, part),
  );
  return Promise.all(parts.map((part) => loadTexts(next, part, { retry: true })));
}

export function textsLoaded(language: Language, part: TextPart = "common"): boolean {
  return loaded.has(`${language}:${part}`);
}

// On the server (and in tests and scripts) renders, meta functions, e-mails and messages use any
// text in any language at any moment: all are loaded before anything can ask.
if (typeof document === "undefined") {
  const parts = Object.keys(importers.en) as TextPart[];
  await Promise.all(LANGUAGES.flatMap((language) => parts.map((part) => loadTexts(language, part))));
}

const translators = new Map<Language, ShopTranslate>();

/**
 * `t` in `language`, one per language, shared by every render and `meta`: it finds the texts of
 * every part loaded so far. In the browser the common texts are there once `loadTexts` has loaded
 * them, which the root layout waits for, and another part's once the components that show it
 * have waited for it; a key of a part not loaded yet shows as the key. Should a language's common
 * texts have failed to load, `t` is (for now) that of a language that did load.
 */
export function translator(language: Language): ShopTranslate {
  if (!textsLoaded(language)) {
    const standIn = LANGUAGES.find((other) => textsLoaded(other));
    if (!standIn) throw new Error(`No texts are loaded, ${language} was asked for (loadTexts)`);
    return translator(standIn);
  }
  let t = translators.get(language);
  if (!t) translators.set(language, (t = translatorOver<ShopTexts>(textsByKey.get(language)!, language)));
  return t;
}
