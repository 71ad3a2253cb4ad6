import {
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CategoryNotFound } from "~/components/catalog/CategoryNotFound";
import { CategoryPage, CategoryPageSkeleton } from "~/components/catalog/CategoryPage";
import { categoryMeta } from "~/components/catalog/category-seo";
import { RenderErrorContent } from "~/components/errors/RenderErrorContent";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, SHARED_PAGE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { categoryBySlug } from "~/modules/catalog/categories.server";
import { differsOnlyInLayout, parseListParams } from "~/modules/catalog/list-params";
import { listCacheHeaders } from "~/modules/catalog/list-cache";
import { canonicalListAddress, listProducts } from "~/modules/catalog/products.server";
import { slugSchema } from "~/modules/catalog/slug";
import { rootOfMeta } from "~/lib/seo";
import { listsProducts } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/category";

/** A category shows all its products on one page (spec section 2), filtered as chosen. */
const CATEGORY_PAGE_SIZE = 120;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const slug = slugSchema.safeParse(params.slug);
  const language = requestLanguage(request);
  const category = slug.success ? await categoryBySlug(context.db, slug.data, language) : null;
  // A real 404 for search engines; this route's boundary shows the spec's own message.
  if (!category) throw data(null, { status: 404 });
  // One address per list (decision 071): any other spelling is sent to it.
  const canonical = await canonicalListAddress(context.db, url.searchParams);
  if (canonical !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${canonical ? `?${canonical}` : ""}`, 301);
  }
  const filters = parseListParams(url.searchParams);
  const list = await listProducts(context.db, {
    ...filters,
    search: undefined,
    view: "all",
    categoryId: category.id,
    language,
    now: new Date(),
    pageSize: CATEGORY_PAGE_SIZE,
  });
  listsProducts(context.pageTags, list.products);
  return data({ category, ...list }, { headers: listCacheHeaders(filters) });
}

export const headers = passLoaderHeaders;

// Switching between grid and list shows the same products: nothing to load again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && differsOnlyInLayout(currentUrl.search, nextUrl.search)) {
    return false;
  }
  return defaultShouldRevalidate;
}

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
