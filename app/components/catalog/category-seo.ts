import type { MetaDescriptor } from "react-router";
import { translator } from "~/i18n/setup";
import type { Language } from "~/lib/language";
import { absoluteUrl, pageMeta, pageUrl } from "~/lib/seo";
import type { CategoryView } from "~/modules/catalog/types";

/**
 * What a category page tells search engines and link previews (`pageMeta`), in the page's
 * language: canonical address, Open Graph tags and a schema.org CollectionPage with its
 * breadcrumb (Home › Categories › the category).
 */

export type SeoCategory = Pick<CategoryView, "slug" | "name" | "description" | "imageUrl">;

/** The category page's public address in `language` (decision 024). */
export function categoryUrl(publicUrl: string, slug: string, language: Language = "en"): string {
  return pageUrl(publicUrl, `/category/${encodeURIComponent(slug)}`, language);
}

/** The schema.org CollectionPage, its breadcrumb named in `language`. */
export function categoryJsonLd(
  category: SeoCategory,
  publicUrl: string,
  language: Language = "en",
): Record<string, unknown> {
  const t = translator(language);
  const url = categoryUrl(publicUrl, category.slug, language);
  const trail = [
    { name: t("nav.home"), item: pageUrl(publicUrl, "/", language) },
    { name: t("nav.categories"), item: pageUrl(publicUrl, "/categories", language) },
    { name: category.name, item: url },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: category.name,
    ...(category.description && { description: category.description }),
    ...(category.imageUrl && { image: absoluteUrl(publicUrl, category.imageUrl) }),
    url,
    breadcrumb: {
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
    },
  };
}

/** The category page's meta descriptors, in the page's language. */
export function categoryMeta({
  category,
  publicUrl,
  language = "en",
}: {
  category: SeoCategory;
  publicUrl: string;
  /** The page's language: its texts, and the canonical address is the page's own in it. */
  language?: Language;
}): MetaDescriptor[] {
  const t = translator(language);
  return pageMeta({
    title: t("catalog.meta.categoryTitle", { name: category.name }),
    // A category without a description is described as the categories are.
    description: category.description || t("catalog.meta.categoriesDescription"),
    url: categoryUrl(publicUrl, category.slug, language),
    type: "website",
    image: category.imageUrl ? absoluteUrl(publicUrl, category.imageUrl) : undefined,
    language,
    jsonLd: categoryJsonLd(category, publicUrl, language),
  });
}
