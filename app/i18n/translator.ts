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
 *
 * A page calls it some 200 times (every card's rating and button), so the plural forms of the
 * small counts a page shows and each text's placeholders are worked out once (issue 10).
 */
export function translatorOver<T>(byKey: ReadonlyMap<string, string>, language: Language): Translate<T> {
  const pluralForm = pluralFormsOf(language);

  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === "number" &&
        (byKey.get(`${key}_${pluralForm(count)}`) ?? byKey.get(`${key}_other`))) ||
      byKey.get(key);
    // A missing text shows its key, as a visible bug, rather than nothing.
    if (text === undefined) return key;
    return values === undefined ? text : fill(templateOf(text), values);
  };
}

/** The plural form of a count by the language's rules; those of 0–999 kept once picked. */
function pluralFormsOf(language: Language): (count: number) => Intl.LDMLPluralRule {
  const rules = new Intl.PluralRules(language);
  const kept = new Map<number, Intl.LDMLPluralRule>();
  return (count) => {
    let form = kept.get(count);
    if (form === undefined) {
      form = rules.select(count);
      if (Number.isInteger(count) && count >= 0 && count < 1000) kept.set(count, form);
    }
    return form;
  };
}

/** A text cut at its placeholders: what comes first, then each placeholder and the text after it. */
interface Template {
  first: string;
  placeholders: { name: string; written: string; after: string }[];
}

/** Every text's template, by the text itself (the shop's texts are a known, finite set). */
const templates = new Map<string, Template>();

function templateOf(text: string): Template {
  let template = templates.get(text);
  if (!template) {
    const matches = [...text.matchAll(PLACEHOLDER)];
    template = {
      first: text.slice(0, matches[0]?.index ?? text.length),
      placeholders: matches.map((match, index) => ({
        name: match[1]!,
        // Shown as written when its value is missing.
        written: match[0],
        after: text.slice(match.index + match[0].length, matches[index + 1]?.index ?? text.length),
      })),
    };
    templates.set(text, template);
  }
  return template;
}

function fill({ first, placeholders }: Template, values: TextValues): string {
  let filled = first;
  for (const { name, written, after } of placeholders) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    filled += (value === undefined ? written : String(value)) + after;
  }
  return filled;
}

/** Adds every text of nested `texts` to `into`, by its dotted key. */
export function addTexts(into: Map<string, string>, texts: object, prefix = ""): void {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else addTexts(into, value as object, `${prefix}${key}.`);
  }
}
