import { preloadModule } from "react-dom";
import type { Language } from "~/lib/language";
import textChunks from "./text-chunks";

/**
 * Names the page's language's texts chunk in the HTML's head (`<link rel="modulepreload">`), so
 * the browser fetches it with the page's other scripts instead of after them: the browser waits
 * for it before hydrating (`app/entry.client.tsx`). The chunks' addresses come from the browser
 * build (`./text-chunks`); in the browser, in development and in tests there are none to name.
 */
export function usePreloadedTexts(language: Language): void {
  for (const href of textChunks[language] ?? []) preloadModule(href, { as: "script" });
}
