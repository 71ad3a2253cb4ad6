import { data } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CategoryCard } from "~/components/catalog/CategoryCard";
import { PageHeading } from "~/components/catalog/PageHeading";
import { listMeta } from "~/components/catalog/list-seo";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { listCategories } from "~/modules/catalog/categories.server";
import { activeProductCounts } from "~/modules/catalog/products.server";
import { rootOfMeta } from "~/lib/seo";
import { LISTS_TAG } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/categories";

// Every category in name order: the target of the home page's Explore Categories button.
export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, counts] = await Promise.all([
    listCategories(context.db, requestLanguage(request)),
    activeProductCounts(context.db),
  ]);
  // Counts of each category's products: a list's figures.
  context.pageTags.add(LISTS_TAG);
  const withCounts = categories.map((category) => ({ category, productCount: counts.get(category.id) ?? 0 }));
  return data({ categories: withCounts }, { headers: PUBLIC_PAGE_CACHE });
}

export const headers = passLoaderHeaders;

// The same for everyone, signed in or not: the frame fills the visitor in (decision 022).
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const { language, publicUrl } = rootOfMeta(matches);
  const t = translator(language);
  return listMeta({
    title: t("catalog.meta.categoriesTitle"),
    description: t("catalog.meta.categoriesDescription"),
    pathname: location.pathname,
    search: location.search,
    publicUrl,
    language,
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeading title={t("catalog.categories.heading")} />
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("catalog.categories.intro")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.categories.map(({ category, productCount }, index) => (
          <li key={category.id}>
            <CategoryCard category={category} productCount={productCount} eager={index < 3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
