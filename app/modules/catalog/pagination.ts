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

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** A page past the last one (an old link) shows the last page rather than nothing. */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, page), pageCount(total));
}

export function pageOf(products: ProductSummary[], total: number, page: number): ProductPage {
  return { products, total, page, pageCount: pageCount(total) };
}
