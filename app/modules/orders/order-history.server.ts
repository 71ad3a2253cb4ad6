import { and, count, desc, eq, gt, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, type OrderStatus } from "~/db/schema";
import { clampPage, pageCount } from "~/modules/catalog/pagination";

/** Orders per page of /orders. */
export const ORDERS_PAGE_SIZE = 10;

/** One order in the shopper's history; dates as ISO strings (loader data). */
export interface OrderSummaryView {
  number: string;
  status: OrderStatus;
  createdAt: string;
  /** Units bought, all lines together. */
  itemCount: number;
  totalCents: number;
  currency: string;
}

export interface OrderHistoryPage {
  orders: OrderSummaryView[];
  /** Orders on all pages. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The orders a shopper placed, as their history shows them.
 *
 * Every Prepare Payment creates an order; preparing again replaces the earlier unpaid one and an
 * unpaid order whose reservation runs out is released (both end `cancelled` without `paid_at`).
 * Those are checkout attempts, not orders the shopper placed: the history leaves them out, and
 * also leaves out an unpaid order whose reservation has already run out but that the sweeper has
 * not released yet (it can no longer be paid). An unpaid order still within its reservation is
 * shown as awaiting payment; anything that was ever paid is always shown, whatever its status
 * (including a payment that arrived after its order was cancelled: the shopper was charged).
 * The detail page still opens any of the shopper's orders by its number.
 */
function placedBy(userId: string, now: Date): SQL {
  return and(
    eq(orders.userId, userId),
    or(
      isNotNull(orders.paidAt),
      and(
        ne(orders.status, "cancelled"),
        or(ne(orders.status, "pending_payment"), gt(orders.reservedUntil, now)),
      ),
    ),
  )!;
}

/** Page `page` (from 1; past the end: the last page) of the shopper's orders, newest first. */
export async function listOrdersForUser(
  db: Database,
  userId: string,
  page: number,
  now = new Date(),
): Promise<OrderHistoryPage> {
  const where = placedBy(userId, now);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const current = clampPage(page, total, ORDERS_PAGE_SIZE);
  if (total === 0) return { orders: [], total, page: current, pageCount: 1 };

  const rows = await db
    .select({
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      // Per order on this page only (order_lines_order_idx), not an aggregate of every line.
      // Spelled out: Drizzle leaves column names unqualified in a one-table select.
      itemCount: sql<number>`(SELECT coalesce(sum(order_lines.quantity), 0)::int FROM order_lines WHERE order_lines.order_id = orders.id)`,
      totalCents: orders.totalCents,
      currency: orders.currency,
    })
    .from(orders)
    .where(where)
    // The number breaks ties between orders placed in the same instant: pages never overlap.
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(ORDERS_PAGE_SIZE)
    .offset((current - 1) * ORDERS_PAGE_SIZE);

  return {
    orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page: current,
    pageCount: pageCount(total, ORDERS_PAGE_SIZE),
  };
}
