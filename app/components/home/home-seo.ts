import type { MetaDescriptor } from "react-router";
import { translator } from "~/i18n/setup";
import type { Language } from "~/lib/language";
import { absoluteUrl, pageMeta, pageUrl } from "~/lib/seo";

/**
 * The home page's meta in the page's language: canonical address, Open Graph (what a shared
 * link's preview shows) and a schema.org WebSite whose search action is the shop's search, so a
 * search engine may offer a search box for the shop in its results.
 */
export function homeMeta({
  publicUrl,
  language = "en",
}: {
  publicUrl: string;
  language?: Language;
}): MetaDescriptor[] {
  const t = translator(language);
  const url = pageUrl(publicUrl, "/", language);
  return pageMeta({
    title: t("meta.homeTitle"),
    description: t("meta.description"),
    url,
    type: "website",
    image: absoluteUrl(publicUrl, "/images/logo.svg"),
    language,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Sweet Trip",
      url,
      inLanguage: language,
      potentialAction: {
        "@type": "SearchAction",
        target: `${pageUrl(publicUrl, "/search", language)}${language === "en" ? "?" : "&"}q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  });
}
