import { data } from "react-router";
import { z } from "zod";
import { SearchPage } from "~/components/catalog/SearchPage";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { MAX_SEARCH_LENGTH, parseListParams } from "~/modules/catalog/list-params";
import { filteredSearch } from "~/modules/catalog/filtered-search.server";
import { correctedQuery, FEW_RESULTS, parseSearchSort } from "~/modules/catalog/search.server";
import { listsProducts } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/search";

const querySchema = z.object({
  q: z
    .string()
    .transform((text) => text.trim().slice(0, MAX_SEARCH_LENGTH))
    .catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.string().transform(parseSearchSort).catch("relevance"),
});

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { q, page, sort } = querySchema.parse({
    q: url.searchParams.get("q") ?? "",
    page: url.searchParams.get("page") ?? 1,
    sort: url.searchParams.get("sort") ?? "relevance",
  });
  // Spec section 5: no query, no search. The list's filters narrow it (issue 28).
  const filters = parseListParams(url.searchParams);
  const results = q
    ? await filteredSearch(context.db, q, { page, language: requestLanguage(request), sort, filters })
    : null;
  // A typo that finds little: "Did you mean …?" with the corrected query (issue 27 item 5).
  const correction =
    results && results.total <= FEW_RESULTS && page === 1 ? await correctedQuery(context.db, q) : null;
  listsProducts(context.pageTags, results?.products ?? []);
  return data({ query: q, sort, results, correction }, { headers: PUBLIC_PAGE_CACHE });
}

export const headers = passLoaderHeaders;

// The same for everyone, signed in or not: the frame fills the visitor in (decision 022).
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  const query = loaderData?.query;
  return [
    { title: query ? t("catalog.meta.searchQueryTitle", { query }) : t("catalog.meta.searchTitle") },
    { name: "description", content: t("catalog.meta.searchDescription") },
    // Result pages are endless variations of the catalogue: not for search engines' indexes.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
