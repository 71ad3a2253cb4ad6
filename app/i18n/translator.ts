import type { Language } from "~/lib/language";

/**
 * Turns a language's nested texts into `t(key, values)`: a text found by its dotted key, its
 * `{{name}}` placeholders filled from `values`, and with a `count` the plural form the language's
 * rules pick (`items_one`, `items_other`, as translators write them). That is all the shop's texts
 * use; a full i18n library did the same at about a quarter of a page's render time and 20 KiB of
 * every page's JavaScript (decision 021).
 */

/** Every dotted path to a text in `T`, with the plural suffix taken off. */
export type TextKey<T> = WithoutPluralSuffix<Leaves<T>>;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";

export type TextValues = Record<string, string | number | undefined>;

export type Translate<T> = (key: TextKey<T>, values?: TextValues) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function createTranslator<T extends object>(texts: T, language: Language): Translate<T> {
  const byKey = new Map<string, string>();
  addTexts(byKey, texts);
  return translatorOver(byKey, language);
}

/**
 * `t` over texts by dotted key (`addTexts`). The map may grow: texts added later (a part of the
 * shop's texts that loads on demand, app/i18n/setup.ts) are found from then on.
 */
export function translatorOver<T>(byKey: ReadonlyMap<string, string>, language: Language): Translate<T> {
  const plurals = new Intl.PluralRules(language);

  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === "number" &&
        (byKey.get(`${key}_${plurals.select(count)}`) ?? byKey.get(`${key}_other`))) ||
      byKey.get(key);
    // A missing text shows its key, as a visible bug, rather than nothing.
    if (text === undefined) return key;
    if (values === undefined || !text.includes("{{")) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      values[name] === undefined || !Object.hasOwn(values, name) ? placeholder : String(values[name]),
    );
  };
}

/** Adds every text of nested `texts` to `into`, by its dotted key. */
export function addTexts(into: Map<string, string>, texts: object, prefix = ""): void {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else addTexts(into, value as object, `${prefix}${key}.`);
  }
}
