import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ProductListPage } from "~/components/catalog/ProductListPage";
import { listMeta } from "~/components/catalog/list-seo";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, SHARED_PAGE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { catalogViewFromPath, differsOnlyInLayout, parseListParams } from "~/modules/catalog/list-params";
import { listCacheHeaders } from "~/modules/catalog/list-cache";
import { canonicalListAddress, listProducts } from "~/modules/catalog/products.server";
import { rootOfMeta } from "~/lib/seo";
import { listsProducts } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/products";

// One module for /products, /featured and /new-arrivals: the path chooses the view (spec
// section 2); filters, sort and page come from the query and are applied by the database.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  // One address per list (decision 071): any other spelling is sent to it.
  const canonical = await canonicalListAddress(context.db, url.searchParams);
  if (canonical !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${canonical ? `?${canonical}` : ""}`, 301);
  }
  const view = catalogViewFromPath(url.pathname);
  const params = parseListParams(url.searchParams);
  const language = requestLanguage(request);
  const list = await listProducts(context.db, { ...params, view, language, now: new Date() });
  listsProducts(context.pageTags, list.products);
  return data({ view, search: params.search, ...list }, { headers: listCacheHeaders(params) });
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

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const { language, publicUrl } = rootOfMeta(matches);
  const t = translator(language);
  const view = loaderData?.view ?? "all";
  const search = loaderData?.search ?? "";
  const title =
    view === "featured"
      ? t("catalog.meta.featuredTitle")
      : view === "new-arrivals"
        ? t("catalog.meta.newArrivalsTitle")
        : search
          ? t("catalog.meta.listSearchTitle", { term: search })
          : t("catalog.meta.allTitle");
  const description =
    view === "featured"
      ? t("catalog.meta.featuredDescription")
      : view === "new-arrivals"
        ? t("catalog.meta.newArrivalsDescription")
        : t("catalog.meta.listDescription");
  return listMeta({
    title,
    description,
    pathname: location.pathname,
    search: location.search,
    publicUrl,
    language,
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductListPage {...loaderData} />;
}
