import { preloadModule } from "react-dom";
import textChunks from "virtual:text-chunks";
import type { Language } from "~/lib/language";

/**
 * Names the page's language's texts chunk in the HTML's head (`<link rel="modulepreload">`), so
 * the browser fetches it with the page's other scripts instead of after them: the browser waits
 * for it before hydrating (`app/entry.client.tsx`). The chunks' addresses come from the browser
 * build (`virtual:text-chunks`, vite.config.ts); in the browser, and in development, there are
 * none to name.
 */
export function usePreloadedTexts(language: Language): void {
  for (const href of textChunks[language] ?? []) preloadModule(href, { as: "script" });
}
