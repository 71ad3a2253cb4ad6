import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { orders, type OrderStatus } from "~/db/schema";
import { ORDERS_PAGE_SIZE, type OrderFilters } from "./order-filters";
import { clampPage, pageCount } from "~/modules/catalog/pagination";

/** One order in the admin's list; dates as ISO strings (loader data). */
export interface OrderRow {
  number: string;
  status: OrderStatus;
  email: string;
  customerName: string;
  itemCount: number;
  totalCents: number;
  createdAt: string;
}

export interface OrderListPage {
  orders: OrderRow[];
  /** Every match, on all pages. */
  total: number;
  page: number;
  pageCount: number;
}

/** The export's limit: a file that size opens in any spreadsheet; narrower filters get the rest. */
export const EXPORT_MAX_ROWS = 10_000;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);

/** The filters as one condition (days in UTC, both ends of the range included). */
function matching(filters: OrderFilters): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.from ? gte(orders.createdAt, new Date(`${filters.from}T00:00:00.000Z`)) : undefined,
    filters.to ? lt(orders.createdAt, nextDay(filters.to)) : undefined,
    pattern ? or(ilike(orders.number, pattern), ilike(orders.email, pattern)) : undefined,
  );
}

// Spelled out: inside a subquery Drizzle would write the columns unqualified, and "id" would be
// the line's own.
const itemCount = sql<number>`(SELECT coalesce(sum(lines.quantity), 0) FROM order_lines lines
  WHERE lines.order_id = "orders"."id")`.mapWith(Number);

/** A page of orders matching `filters`, newest first; a page past the last shows the last. */
export async function listOrders(db: Database, filters: OrderFilters): Promise<OrderListPage> {
  const where = matching(filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const page = clampPage(filters.page, total, ORDERS_PAGE_SIZE);
  const rows = await db
    .select({
      number: orders.number,
      status: orders.status,
      email: orders.email,
      shippingAddress: orders.shippingAddress,
      itemCount,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  return {
    orders: rows.map(({ shippingAddress, createdAt, ...row }) => ({
      ...row,
      customerName: `${shippingAddress.firstName} ${shippingAddress.lastName}`,
      createdAt: createdAt.toISOString(),
    })),
    total,
    page,
    pageCount: pageCount(total, ORDERS_PAGE_SIZE),
  };
}

/** Every order matching `filters` (up to EXPORT_MAX_ROWS), newest first, whole, for the CSV export. */
export function ordersForExport(db: Database, filters: OrderFilters) {
  return db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      email: orders.email,
      phone: orders.phone,
      shippingAddress: orders.shippingAddress,
      itemCount,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      currency: orders.currency,
      couponCode: orders.couponCode,
      paymentProvider: orders.paymentProvider,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(matching(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(EXPORT_MAX_ROWS);
}

export type ExportedOrder = Awaited<ReturnType<typeof ordersForExport>>[number];
