import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useState } from "react";
import { useFrameLaterTranslation } from "~/i18n/parts/frame-later";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { rememberLanguage } from "~/i18n/language-preference";
import { loadTextsLike } from "~/i18n/setup";
import {
  LANGUAGE_NAMES,
  languageAddress,
  languageOfSearch,
  LANGUAGES,
  parseLanguage,
  type Language,
} from "~/lib/language";
import { useRootData } from "./use-root-data";

/**
 * Picks the interface language. The choice goes into the cookie, then the loaders run again
 * so that everything the server renders follows.
 *
 * A native select keeps keyboard and screen-reader behaviour for free; it lies transparent
 * over a face that shows the language's code on small screens (the header has no room for
 * more there) and its name from sm up.
 */
export function LanguageSelect() {
  const { t } = useFrameLaterTranslation();
  const { language } = useRootData();
  const revalidator = useRevalidator();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Shows the new choice while the data reloads, instead of jumping back for a moment.
  const [requested, setRequested] = useState<Language | null>(null);
  const shown = revalidator.state === "loading" && requested ? requested : language;

  return (
    <div className="relative flex h-9 items-center gap-1.5 rounded-full border border-frame-line bg-frame-raised pr-2 pl-2.5 text-sm font-medium text-frame-ink transition-colors outline-offset-2 outline-(--focus) hover:border-frame-muted has-focus-visible:outline-2 sm:h-10 sm:gap-2 sm:pr-2.5 sm:pl-3">
      <SpriteIcon name="globe" className="hidden size-4 sm:block" />
      <span aria-hidden="true">
        <span className="uppercase sm:hidden">{shown}</span>
        <span className="hidden sm:inline">{LANGUAGE_NAMES[shown]}</span>
      </span>
      <SpriteIcon name="chevron-down" className="size-4" />
      <select
        aria-label={t("language.label")}
        value={shown}
        onChange={(event) => {
          const next = parseLanguage(event.target.value);
          setRequested(next);
          rememberLanguage(next);
          // Its texts load while the pages' data does; the page switches once both are in.
          void loadTextsLike(language, next);
          // An address that names a language (`?lang=`) would keep it: go to the chosen one's.
          if (languageOfSearch(search)) {
            void navigate(languageAddress(pathname, search, next) + hash, {
              replace: true,
              preventScrollReset: true,
            });
          } else void revalidator.revalidate();
        }}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
