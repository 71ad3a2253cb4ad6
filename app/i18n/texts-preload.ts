import { preloadModule } from "react-dom";
import type { Language } from "~/lib/language";
import type { TextPart } from "./setup";
import textChunks from "./text-chunks";

/**
 * Names the chunk of a part of the page's language's texts (the common part unless told) in the
 * HTML's head (`<link rel="modulepreload">`), so the browser fetches it with the page's other
 * scripts instead of after them: the browser waits for it before hydrating. The chunks'
 * addresses come from the browser build (`./text-chunks`); in the browser, in development and in
 * tests there are none to name.
 */
export function usePreloadedTexts(language: Language, part: TextPart = "common"): void {
  for (const href of textChunks[language]?.[part] ?? []) preloadModule(href, { as: "script" });
}
