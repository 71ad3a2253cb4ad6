/**
 * Light or dark theme: kept in localStorage under the spec's key and shown as a `dark` class
 * on `<html>`. The server cannot know it, so an inline script applies it before first paint.
 */

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "site-theme";

export function parseTheme(value: unknown): Theme {
  return value === "dark" ? "dark" : "light";
}

/** The browser's own preference, asked when the visitor has chosen nothing in the header. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs in `<head>` before the body is parsed, so a dark-theme visitor never sees a light
 * flash. A theme chosen in the header (stored) wins; without one, the browser's
 * `prefers-color-scheme` decides (a first visit). Plain ES5 on purpose: it is inlined as text and
 * runs before any bundle. Storage can throw (blocked cookies, private modes); the browser's
 * preference then decides.
 */
export const themeInitScript = `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}try{if(t==="dark"||(t!=="light"&&typeof matchMedia==="function"&&matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches))document.documentElement.classList.add("dark")}catch(e){}})();`;

/** The theme the visitor sees: their stored choice, else their browser's preference. */
export function resolveTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === "dark" || stored === "light") return stored;
  return prefersDark ? "dark" : "light";
}

function browserPrefersDark(): boolean {
  try {
    return typeof matchMedia === "function" && matchMedia(DARK_SCHEME_QUERY).matches;
  } catch {
    return false;
  }
}

export function currentTheme(root: Element = document.documentElement): Theme {
  return root.classList.contains("dark") ? "dark" : "light";
}

/** Shows the stored theme (else the browser's preference) again, without storing anything. */
export function restoreTheme(
  root: Element = document.documentElement,
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
  prefersDark: () => boolean = browserPrefersDark,
): void {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused: the browser's preference, as the inline script decided.
  }
  root.classList.toggle("dark", resolveTheme(stored, prefersDark()) === "dark");
}

export function applyTheme(
  theme: Theme,
  root: Element = document.documentElement,
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
): void {
  root.classList.toggle("dark", theme === "dark");
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the theme still applies for this page view.
  }
}
