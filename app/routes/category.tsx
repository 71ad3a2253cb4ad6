import { data, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CategoryNotFound } from "~/components/catalog/CategoryNotFound";
import { CategoryPage, CategoryPageSkeleton } from "~/components/catalog/CategoryPage";
import { categoryMeta } from "~/components/catalog/category-seo";
import { RenderErrorContent } from "~/components/errors/RenderErrorContent";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { categoryBySlug } from "~/modules/catalog/categories.server";
import { categoryProducts } from "~/modules/catalog/products.server";
import { slugSchema } from "~/modules/catalog/slug";
import { rootOfMeta } from "~/lib/seo";
import { listsProducts } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/category";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = slugSchema.safeParse(params.slug);
  const language = requestLanguage(request);
  const category = slug.success ? await categoryBySlug(context.db, slug.data, language) : null;
  // A real 404 for search engines; this route's boundary shows the spec's own message.
  if (!category) throw data(null, { status: 404 });
  const products = await categoryProducts(context.db, category.id, language);
  listsProducts(context.pageTags, products);
  return data({ category, products }, { headers: PUBLIC_PAGE_CACHE });
}

export const headers = passLoaderHeaders;

// The same for everyone, signed in or not: the frame fills the visitor in (decision 022).
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { language, publicUrl } = rootOfMeta(matches);
  if (!loaderData) {
    const t = translator(language);
    return noindexPageMeta(t("catalog.meta.categoryNotFoundTitle"));
  }
  return categoryMeta({ category: loaderData.category, publicUrl, language });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return useLoadingAnotherCategory() ? <CategoryPageSkeleton /> : <CategoryPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CategoryNotFound />;
  return <RenderErrorContent error={error} />;
}

/** A client-side navigation is loading a different category page. */
function useLoadingAnotherCategory(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/category/") &&
    navigation.location.pathname !== pathname
  );
}
