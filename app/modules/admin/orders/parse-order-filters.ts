import { z } from "zod";
import { ORDER_STATUSES } from "./statuses";
import type { OrderFilters } from "./order-filters";

export const SEARCH_MAX = 100;

const day = z.iso.date();
const status = z.enum(ORDER_STATUSES);
const search = z.string().trim().min(1).max(SEARCH_MAX);
const page = z.coerce.number().int().min(1).max(100_000);

const valueOf = <T>(schema: z.ZodType<T>, value: string | null): T | null => {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : null;
};

/**
 * The orders list's filters from the address. A value that does not parse is dropped rather
 * than refused: an old or hand-made link still shows a list, and the form shows which filters
 * apply.
 */
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
