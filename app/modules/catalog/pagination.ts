import { PAGE_SIZE } from "./list-params";
import type { ProductSummary } from "./types";

/** One page of a product list and where it sits among the rest. */
export interface ProductPage {
  products: ProductSummary[];
  /** Every match, on all pages. */
  total: number;
  page: number;
  pageCount: number;
}

/** How many pages `total` items fill (at least one); catalogue pages hold PAGE_SIZE, the admin's lists their own. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the last one (an old link) shows the last page rather than nothing. */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

export function pageOf(
  products: ProductSummary[],
  total: number,
  page: number,
  pageSize = PAGE_SIZE,
): ProductPage {
  return { products, total, page, pageCount: pageCount(total, pageSize) };
}

/** Page numbers to show: all of a few, else the first, the last and those around the current. */
export function visiblePages(page: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pageCount);
  const pages: (number | "gap")[] = [1];
  if (around[0]! > 2) pages.push("gap");
  pages.push(...around);
  if (around[around.length - 1]! < pageCount - 1) pages.push("gap");
  pages.push(pageCount);
  return pages;
}
