import { partTranslation } from "../react";

/**
 * `t` of the frame's parts that the browser hydrates after the page's first scripts: the search
 * box, the footer, the language picker and the not-found page (decision 097), and the common texts.
 * Their module loads these texts with it; the server draws them as any other.
 */
export const useFrameLaterTranslation = partTranslation("frameLater");
