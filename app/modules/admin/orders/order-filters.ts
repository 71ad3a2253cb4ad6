import type { OrderStatus } from "~/db/schema";

/**
 * The orders list's filters (the list and its CSV export share them): a status, a date range
 * (days in UTC, both ends included), a search by order number or e-mail, and the page. Read from
 * the address by parse-order-filters.ts; written back into links here.
 */
export interface OrderFilters {
  status: OrderStatus | null;
  /** YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  q: string | null;
  page: number;
}

export const ORDERS_PAGE_SIZE = 20;

/** The query string of `filters` (without the page unless asked), for links and the export. */
export function filtersQuery(filters: OrderFilters, options: { page?: number } = {}): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.q) params.set("q", filters.q);
  if (options.page && options.page > 1) params.set("page", String(options.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const hasFilters = (filters: OrderFilters) =>
  Boolean(filters.status || filters.from || filters.to || filters.q);
