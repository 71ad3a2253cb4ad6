import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts, textsAskedFor } from "~/i18n/setup";
import { DEFAULT_LANGUAGE, parseLanguage } from "~/lib/language";

/**
 * React Router's default browser entry (`react-router reveal entry.client`), which first loads
 * the texts of the page's language (`<html lang>`), and only those (issue 10 item 4): the HTML
 * preloads them (`usePreloadedTexts`). Should they fail, English stands in and React redraws.
 * The page's route modules, loaded before this entry, have asked for the parts of the texts
 * they show (decision 028): those are waited for too.
 */
const language = parseLanguage(document.documentElement.lang);
if (!(await loadTexts(language)) && language !== DEFAULT_LANGUAGE) await loadTexts(DEFAULT_LANGUAGE);
await textsAskedFor();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
