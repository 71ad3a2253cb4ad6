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
import { loadTexts, textsLoaded, translator, type ShopTextKey, type ShopTranslate } from "./setup";

/**
 * The page's language for React: `useTranslation()` gives its `t` with one context lookup. The
 * root provides the language (app/root.tsx); switching it re-renders everything under it.
 */
export interface Translation {
  t: ShopTranslate;
  language: Language;
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ language, children }: { language: Language; children?: ReactNode }) {
  return (
    <TranslationContext.Provider value={translationIn(language)}>{children}</TranslationContext.Provider>
  );
}

const translations = new Map<Language, Translation>();

/** One value per language, so the provider never hands its consumers a new object. */
function translationIn(language: Language): Translation {
  let translation = translations.get(language);
  if (translation) return translation;
  translation = { t: translator(language), language };
  // Texts that failed to load are stood in for (`translator`): the next render tries again.
  if (textsLoaded(language)) translations.set(language, translation);
  return translation;
}

/**
 * Waits until `language`'s texts have loaded (see `loadTexts`): the root layout calls it before
 * anything renders in that language. A switch of language is a router update, a transition: the
 * page keeps showing its language until the other's texts are in. In the browser the page's
 * first language is loaded before hydration (`app/entry.client.tsx`), on the server all are.
 */
export function useTexts(language: Language): void {
  if (!textsLoaded(language)) use(loadTexts(language));
}

/** `t` in the page's language (the shop's texts), and the language itself. */
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
  i18nKey,
  components,
}: {
  i18nKey: ShopTextKey;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  return <>{withElements(t(i18nKey), components)}</>;
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
