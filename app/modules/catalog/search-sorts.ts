import { SORT_OPTIONS } from "./list-params";

/**
 * The search page's orders (issue 27 item 5): best match first (relevance, the default), or one of
 * the lists' own (spec section 9). Pure: the page's select and the loader share it.
 */
export const SEARCH_SORTS = ["relevance", ...SORT_OPTIONS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export function parseSearchSort(value: string | null | undefined): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? "") ? (value as SearchSort) : "relevance";
}
