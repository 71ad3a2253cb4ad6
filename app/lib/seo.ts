import type { MetaDescriptor } from "react-router";
import { languageAddress, parseLanguage, type Language } from "~/lib/language";

/**
 * What a page (home, a list, a category, a product) tells search engines and link previews: its
 * canonical address, Open Graph tags and a schema.org description (JSON-LD), all in the page's
 * language. Pure, so the server renders all of it into the first HTML.
 */

const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_ES" };

/**
 * A page's public address in `language` (decision 024): `publicUrl` is the shop's origin, without
 * a trailing slash; `pathname` is already encoded; `query` (`page=2`) goes before the language.
 */
export function pageUrl(publicUrl: string, pathname: string, language: Language = "en", query = ""): string {
  return publicUrl + languageAddress(pathname, query, language);
}

/**
 * What a route's `meta` needs of the root loader's data (the first match): the page's language and
 * the shop's public address, which the root sends with every page.
 */
export function rootOfMeta(matches: readonly ({ loaderData?: unknown } | undefined)[]): {
  language: Language;
  publicUrl: string;
} {
  const root = matches[0]?.loaderData as { language?: unknown; publicUrl?: string } | undefined;
  return { language: parseLanguage(root?.language), publicUrl: root?.publicUrl ?? "" };
}

/** A path on the shop (an image) as an absolute address. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).href;
}

/**
 * The page's meta descriptors: title, description, canonical link, Open Graph and the JSON-LD.
 * React Router renders `script:ld+json` with `<`, `>` and `&` escaped as `\u003c`…, so text from
 * the catalogue can never close the script element. The script is a data block that never runs,
 * so it needs no CSP nonce (and the page cache leaves it out of its hashes, decision 015).
 */
export function pageMeta({
  title,
  description,
  url,
  type,
  image,
  language,
  jsonLd,
}: {
  title: string;
  description: string;
  /** The page's own address in its language, from `pageUrl`. */
  url: string;
  /** Open Graph's type: `product`, `website`. */
  type: string;
  /** An absolute address; no `og:image` without one. */
  image?: string;
  language: Language;
  jsonLd?: Record<string, unknown>;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[language] },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}
