/**
 * The review moderation list as it lives in the URL (`?q=&product=&rating=&verified=&page=`):
 * pure and shared, the loader reads it and the filter form writes it. Anything malformed falls
 * back to its default, so a stale or hand-edited link still shows a list.
 */

export const REVIEWS_PAGE_SIZE = 20;
export const REVIEW_RATING_FILTERS = ["all", "5", "4", "3", "2", "1"] as const;
export type ReviewRatingFilter = (typeof REVIEW_RATING_FILTERS)[number];
export const REVIEW_VERIFIED_FILTERS = ["all", "yes", "no"] as const;
export type ReviewVerifiedFilter = (typeof REVIEW_VERIFIED_FILTERS)[number];

export interface ReviewListQuery {
  page: number;
  /** Part of a title, a comment or an author's name. */
  search: string;
  /** Part of a product's name (English or Spanish) or slug. */
  product: string;
  rating: ReviewRatingFilter;
  /** Verified purchases only, the others only, or both. */
  verified: ReviewVerifiedFilter;
}

const SEARCH_MAX = 100;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

export function parseReviewListQuery(url: URL): ReviewListQuery {
  const params = url.searchParams;
  const page = Number(params.get("page"));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    product: (params.get("product") ?? "").trim().slice(0, SEARCH_MAX),
    rating: oneOf(REVIEW_RATING_FILTERS, params.get("rating"), "all"),
    verified: oneOf(REVIEW_VERIFIED_FILTERS, params.get("verified"), "all"),
  };
}

/** The filters of `query` that are not at their default, for the list's links (`listHref`). */
export function reviewListFilters(query: ReviewListQuery): Record<string, string | null> {
  return {
    q: query.search,
    product: query.product,
    rating: query.rating === "all" ? null : query.rating,
    verified: query.verified === "all" ? null : query.verified,
  };
}

export const isFiltered = (query: ReviewListQuery): boolean =>
  query.search !== "" || query.product !== "" || query.rating !== "all" || query.verified !== "all";
