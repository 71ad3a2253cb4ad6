import {
  cloneElement,
  createContext,
  Fragment,
  use,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import type { Language } from "~/lib/language";
import {
  loadTexts,
  textsLoaded,
  translator,
  type CommonTranslate,
  type ShopTranslate,
  type TextPart,
} from "./setup";

/**
 * The page's language for React: `useTranslation()` gives its `t` with one context lookup. The
 * root provides the language (app/root.tsx); switching it re-renders everything under it.
 */
export interface Translation<Translate = CommonTranslate> {
  t: Translate;
  language: Language;
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ language, children }: { language: Language; children?: ReactNode }) {
  return (
    <TranslationContext.Provider value={translationIn(language, "common")}>
      {children}
    </TranslationContext.Provider>
  );
}

const translations = new Map<`${Language}:${TextPart}`, Translation<ShopTranslate>>();

/** One value per language and part, so that consumers never get a new object for the same texts. */
export function translationIn(language: Language, part: TextPart): Translation<ShopTranslate> {
  let translation = translations.get(`${language}:${part}`);
  if (translation) return translation;
  translation = { t: translator(language), language };
  // Texts that failed to load are stood in for (`translator`): the next render tries again.
  if (textsLoaded(language, part)) translations.set(`${language}:${part}`, translation);
  return translation;
}

/**
 * Waits until a part of `language`'s texts has loaded (see `loadTexts`): the root layout calls
 * it before anything renders in that language, and `useAccountAreaTranslation` for the account
 * area's part. A switch of language or a navigation is a router update, a transition: the page
 * keeps showing what it showed until the texts are in. In the browser the page's first
 * language's common texts are loaded before hydration (`app/entry.client.tsx`), on the server all
 * are.
 */
export function useTexts(language: Language, part: TextPart = "common"): void {
  if (!textsLoaded(language, part)) use(loadTexts(language, part));
}

/** `t` of the texts any page may show, in the page's language, and the language itself. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation() is used outside <TranslationProvider>");
  return translation;
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
