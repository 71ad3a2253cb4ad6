import { createContext, useContext } from "react";
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
  const later = useContext(HydratedLater);
  // A section hydrated later loads its part with its module, after the page's first scripts.
  if (later && part !== "common") return;
  for (const href of textChunks[language]?.[part] ?? []) preloadModule(href, { as: "script" });
}

/**
 * True inside a section the browser hydrates after the page's first scripts (`lazySection`,
 * decision 097): the parts of the texts it shows are not named in the page's head, so they are
 * not part of its first load either. Its module starts loading them as it loads
 * (`partTranslation`), and the section hydrates once they are in.
 */
export const HydratedLater = createContext(false);
