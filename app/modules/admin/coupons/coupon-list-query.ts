export const COUPONS_PAGE_SIZE = 20;
export const COUPON_STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type CouponStatusFilter = (typeof COUPON_STATUS_FILTERS)[number];

export interface CouponListQuery {
  page: number;
  /** Part of a code. */
  search: string;
  status: CouponStatusFilter;
}

const SEARCH_MAX = 64;

/** The list's address (`?q=&status=&page=`) read leniently: anything odd falls back to the default. */
export function parseCouponListQuery(url: URL): CouponListQuery {
  const page = Number(url.searchParams.get("page"));
  const status = url.searchParams.get("status");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    search: (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    status: (COUPON_STATUS_FILTERS as readonly string[]).includes(status ?? "")
      ? (status as CouponStatusFilter)
      : "all",
  };
}
