import { data } from "react-router";
import { PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { MAX_SEARCH_LENGTH } from "~/modules/catalog/list-params";
import { listsProducts } from "~/modules/catalog/page-tags";
import { searchSuggestions } from "~/modules/catalog/search.server";
import type { Route } from "./+types/api.search.suggestions";

/**
 * GET /api/search/suggestions?q=…&lang=… → `{ products: [{ slug, name, priceCents, imageUrl }],
 * categories: [{ slug, name }] }`: what the header's search box suggests as the shopper types
 * (issue 27 item 5), in the page's language (`?lang=`, which the box always sends). Nobody's own:
 * public and kept by the page cache like a list (tagged with what it shows).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const suggestions = await searchSuggestions(context.db, q, requestLanguage(request));
  listsProducts(context.pageTags, []);
  return data(suggestions, { headers: PUBLIC_PAGE_CACHE });
}
