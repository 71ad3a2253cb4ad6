import { NO_STORE, PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { chosenFilterCount, MAX_CACHED_FILTER_VALUES, type ListParams } from "./list-params";

/**
 * A list page's caching (decision 071): public and shared like every catalogue page, unless more
 * filter values are chosen than MAX_CACHED_FILTER_VALUES. The combinations of the catalogue's
 * brands, countries, diets and allergens are countless: pages a shopper rarely asks for twice are
 * drawn each time rather than pushing the pages everyone asks for out of the page cache.
 */
export function listCacheHeaders(params: ListParams): Record<string, string> {
  return chosenFilterCount(params) > MAX_CACHED_FILTER_VALUES ? { ...NO_STORE } : { ...PUBLIC_PAGE_CACHE };
}
