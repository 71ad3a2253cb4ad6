import {
  cloneElement,
  createContext,
  Fragment,
  use,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import { parseLanguage, type Language } from "~/lib/language";
import {
  loadTexts,
  textsLoaded,
  translator,
  type CommonTexts,
  type CommonTranslate,
  type ShopTranslate,
  type TextPart,
  type TextParts,
} from "./setup";
import type { Translate } from "./translator";
import { usePreloadedTexts } from "./texts-preload";

/**
 * The page's language for React: `useTranslation()` gives its `t` with one context lookup. The
 * root provides the language (app/root.tsx); switching it re-renders everything under it.
 */
export interface Translation<T = CommonTranslate> {
  t: T;
  language: Language;
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ language, children }: { language: Language; children?: ReactNode }) {
  return (
    <TranslationContext.Provider value={translationIn(language)}>{children}</TranslationContext.Provider>
  );
}

const translations = new Map<Language, Translation<ShopTranslate>>();

/** One value per language, so that consumers never get a new object for the same texts. */
function translationIn(language: Language): Translation<ShopTranslate> {
  let translation = translations.get(language);
  if (translation) return translation;
  translation = { t: translator(language), language };
  // Texts that failed to load are stood in for (`translator`): the next render tries again.
  if (textsLoaded(language)) translations.set(language, translation);
  return translation;
}

/**
 * Waits until a part of `language`'s texts has loaded (see `loadTexts`): the root layout calls
 * it for the common texts before anything renders in that language, `partTranslation`'s hooks
 * for their part. A switch of language or a navigation is a router update, a transition: the
 * page keeps showing what it showed until the texts are in. In the browser the common texts of
 * the page's first language are loaded before hydration (`app/entry.client.tsx`), on the server
 * all are.
 */
export function useTexts(language: Language, part: TextPart = "common"): void {
  // Read on every render, loaded or not: a component that suspended here as it mounted is
  // rendered again from its start, and React expects the same reads in the same order then.
  use(loadTexts(language, part));
}

/** `t` of the texts any page may show, in the page's language, and the language itself. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation() is used outside <TranslationProvider>");
  return translation;
}

/**
 * The `useTranslation` of the components that show a part of the texts besides the common ones
 * (`TextParts`, decision 028): `t` of both, once the part has loaded. Made once, at the top of a
 * module that only the pages showing that part import (app/i18n/parts/): in the browser the part
 * starts loading as that module loads, on the way to one of those pages, with the page's data
 * instead of once it renders; the server's HTML names its chunk for the browser to fetch with
 * the page's other scripts.
 */
export function partTranslation<Part extends Exclude<TextPart, "common">>(part: Part) {
  if (typeof document !== "undefined") void loadTexts(parseLanguage(document.documentElement.lang), part);
  return function usePartTranslation(): Translation<Translate<CommonTexts & TextParts[Part]>> {
    const { language } = useTranslation();
    usePreloadedTexts(language, part);
    useTexts(language, part);
    // `t` finds the texts of every part loaded so far, this one's too.
    return translationIn(language) as Translation<Translate<CommonTexts & TextParts[Part]>>;
  };
}

/**
 * A text whose tags become elements: `"Or <register>create an account</register>"` with
 * `components={{ register: <Link to="/register" /> }}` renders the link around its words.
 * Tags do not nest; a tag without a component is left as its words.
 */
export function Trans({
  text,
  components,
}: {
  text: string;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  return <>{withElements(text, components)}</>;
}

export function withElements(
  text: string,
  components: Record<string, ReactElement<{ children?: ReactNode }>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let from = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name, words] = match as unknown as [string, string, string];
    if (match.index > from) parts.push(text.slice(from, match.index));
    const component = components[name];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length }, words)
      ) : (
        <Fragment key={parts.length}>{words}</Fragment>
      ),
    );
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
