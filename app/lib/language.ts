/**
 * The interface language: which ones exist, and how the choice travels between browser and
 * server. The server reads the `site-lang` cookie so the first HTML is already in the right
 * language; localStorage keeps the same value under the spec's storage key.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The spec's storage key, used both for the cookie and for localStorage. */
export const LANGUAGE_KEY = "site-lang";

const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The value of one cookie in a `Cookie` header, or null when absent. The first occurrence
 * wins, as browsers send the cookie with the most specific path first.
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    let value = part.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The query parameter that gives a page an address per language (decision 024):
 * `/products?lang=es` is the Spanish list whatever the visitor's cookie says.
 */
export const LANGUAGE_PARAM = "lang";

/** The language a page is asked for in: its address's `?lang=`, else the visitor's cookie. */
export function requestLanguage(request: Request): Language {
  return pageLanguage(new URL(request.url).search, request.headers.get("Cookie"));
}

/**
 * The language of a page at an address whose query is `search` (with or without its "?"), asked
 * for with `cookieHeader`. The renderer (through `requestLanguage`) and the page cache's key both
 * read it here, so that no spelling of a cookie (spaces, case, duplicates, encodings) can store
 * one language's page under the other's key.
 */
export function pageLanguage(search: string, cookieHeader: string | null | undefined): Language {
  return (search.length > 1 ? languageOfSearch(search) : null) ?? languageFromCookieHeader(cookieHeader);
}

/** The language an address asks for with `?lang=`, if any. */
export function languageOfSearch(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

/**
 * A page's address in `language`, for links that must not depend on a cookie (hreflang, the
 * sitemap, canonical): English is the plain address, which a visitor without a cookie (a
 * crawler) gets in English; Spanish adds `?lang=es`. Any other query is kept.
 */
export function languageAddress(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_LANGUAGE) params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The language a request asks for through its `site-lang` cookie; English when none or unknown. */
export function languageFromCookieHeader(header: string | null | undefined): Language {
  return parseLanguage(readCookie(header, LANGUAGE_KEY));
}

/** A `document.cookie` assignment that keeps the choice for a year on every path. */
export function serializeLanguageCookie(language: Language): string {
  return `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/**
 * Each language named in itself, so visitors find theirs whatever language the page is in.
 * Deliberately not translated.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };
