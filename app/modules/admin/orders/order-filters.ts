import { z } from "zod";
import { orderStatuses, type OrderStatus } from "~/db/schema";

/**
 * The orders list's filters, read from the address (the list and its CSV export share them):
 * a status, a date range (days in UTC, both ends included), a search by order number or e-mail,
 * and the page. A value that does not parse is dropped rather than refused: an old or hand-made
 * link still shows a list, and the form shows which filters apply.
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
export const SEARCH_MAX = 100;

const day = z.iso.date();
const status = z.enum(orderStatuses);
const search = z.string().trim().min(1).max(SEARCH_MAX);
const page = z.coerce.number().int().min(1).max(100_000);

const valueOf = <T>(schema: z.ZodType<T>, value: string | null): T | null => {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : null;
};

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  let from = valueOf(day, params.get("from"));
  let to = valueOf(day, params.get("to"));
  // A range given backwards means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: valueOf(status, params.get("status")),
    from,
    to,
    q: valueOf(search, params.get("q")),
    page: valueOf(page, params.get("page")) ?? 1,
  };
}

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
