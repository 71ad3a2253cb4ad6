/**
 * Light or dark theme: kept in localStorage under the spec's key and shown as a `dark` class
 * on `<html>`. The server cannot know it, so an inline script applies it before first paint.
 */

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "site-theme";

export function parseTheme(value: unknown): Theme {
  return value === "dark" ? "dark" : "light";
}

/**
 * Runs in `<head>` before the body is parsed, so a dark-theme visitor never sees a light
 * flash. Plain ES5 on purpose: it is inlined as text and runs before any bundle. Storage can
 * throw (blocked cookies, private modes); the page then stays light.
 */
export const themeInitScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})==="dark")document.documentElement.classList.add("dark")}catch(e){}})();`;

export function currentTheme(root: Element = document.documentElement): Theme {
  return root.classList.contains("dark") ? "dark" : "light";
}

/** Shows the stored theme again, without storing anything. */
export function restoreTheme(
  root: Element = document.documentElement,
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): void {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused: light, as the inline script decided.
  }
  root.classList.toggle("dark", parseTheme(stored) === "dark");
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
