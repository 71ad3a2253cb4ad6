import { useLocation, useRouteLoaderData } from "react-router";
import { languageAddress, LANGUAGES } from "~/lib/language";
import type { loader } from "~/root";

/**
 * `<link rel="alternate" hreflang>` for every page: its address in each language, and the plain
 * address as x-default (decision 024). Search engines show the Spanish page to Spanish speakers
 * without a cookie to go by. React puts the links in <head>.
 */
export function LanguageAlternates() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  if (!data?.publicUrl) return null;
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={data.publicUrl + languageAddress(pathname, search, language)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={data.publicUrl + languageAddress(pathname, search, "en")}
      />
    </>
  );
}
