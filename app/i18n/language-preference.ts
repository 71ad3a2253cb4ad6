import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import {
  isLanguage,
  LANGUAGE_KEY,
  languageOfSearch,
  parseLanguage,
  readCookie,
  serializeLanguageCookie,
  type Language,
} from "~/lib/language";

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the cookie alone still carries the choice.
  }
}

/** Remembers a language choice where the server (cookie) and the browser (storage) look. */
export function rememberLanguage(language: Language): void {
  document.cookie = serializeLanguageCookie(language);
  storeLanguage(language);
}

/**
 * Keeps cookie, storage and page in step after hydration. The cookie is what the server
 * renders with, so it wins; a visitor who only has the stored value (cookie expired or
 * cleared) gets the cookie back. Whenever the page shows another language than the cookie
 * asks for, the loaders run again; once they agree, storage follows.
 */
export function useLanguageSync(renderedLanguage: Language): void {
  const { revalidate } = useRevalidator();
  const { search } = useLocation();
  const addressed = languageOfSearch(search);
  useEffect(() => {
    // An address in one language (`?lang=es`, decision 024) was rendered in it: following it is
    // choosing it, so the next pages stay in that language.
    if (addressed) {
      rememberLanguage(addressed);
      return;
    }
    if (readCookie(document.cookie, LANGUAGE_KEY) === null) {
      const stored = readStoredLanguage();
      if (!isLanguage(stored)) return;
      document.cookie = serializeLanguageCookie(stored);
    }
    const wanted = parseLanguage(readCookie(document.cookie, LANGUAGE_KEY));
    if (wanted === renderedLanguage) storeLanguage(wanted);
    else void revalidate();
  }, [addressed, renderedLanguage, revalidate]);
}
