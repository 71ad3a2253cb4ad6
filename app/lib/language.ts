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

/**
 * The language a page is asked for in: its address's `?lang=`, else the visitor's cookie (a choice
 * made in the header), else the browser's `Accept-Language` (a first visit), else English.
 */
export function requestLanguage(request: Request): Language {
  return pageLanguage(
    new URL(request.url).search,
    request.headers.get("Cookie"),
    request.headers.get("Accept-Language"),
  );
}

/**
 * The language of a page at an address whose query is `search` (with or without its "?"), asked
 * for with `cookieHeader`. The renderer (through `requestLanguage`) and the page cache's key both
 * read it here, so that no spelling of a cookie (spaces, case, duplicates, encodings) can store
 * one language's page under the other's key.
 */
export function pageLanguage(
  search: string,
  cookieHeader: string | null | undefined,
  acceptLanguage?: string | null,
): Language {
  return (
    (search.length > 1 ? languageOfSearch(search) : null) ??
    languageInCookie(cookieHeader) ??
    acceptedLanguage(acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/** The language a `site-lang` cookie names, or null when there is none (or it names no language). */
export function languageInCookie(header: string | null | undefined): Language | null {
  const value = readCookie(header, LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

/**
 * The shop language a browser prefers most by its `Accept-Language` header (`es-MX,es;q=0.9,en;q=0.8`
 * is Spanish): the highest weight among the languages the shop has, the first named on a tie;
 * null when it names none of them (or none is acceptable: `q=0`).
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: Language | null = null;
  let bestWeight = 0;
  for (const entry of header.slice(0, 500).split(",")) {
    const [tag = "", ...params] = entry.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    if (!(weight > bestWeight) || weight > 1) continue;
    best = primary;
    bestWeight = weight;
  }
  return best;
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
  return languageInCookie(header) ?? DEFAULT_LANGUAGE;
}

/** The language of an answer that has no address of its own (an API's, an e-mail's): the cookie, else the browser's. */
export function headersLanguage(headers: Headers): Language {
  return (
    languageInCookie(headers.get("Cookie")) ??
    acceptedLanguage(headers.get("Accept-Language")) ??
    DEFAULT_LANGUAGE
  );
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
