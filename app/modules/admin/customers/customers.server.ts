import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, users, type OrderStatus } from "~/db/schema";
import { REVENUE_STATUSES } from "~/modules/admin/dashboard.server";
import { CUSTOMER_ORDERS_SHOWN, CUSTOMERS_PAGE_SIZE, type CustomerListQuery } from "./customer-list-query";
import { pageCount } from "~/modules/catalog/pagination";

/**
 * The admin's view of the shop's users: a list with what each has bought, and one user's page
 * with their orders. Orders count and money spent count paid orders only (paid, processing,
 * shipped, delivered), as the dashboard's revenue does.
 */

export interface CustomerSummary {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: string;
  orderCount: number;
  spentCents: number;
}

export interface CustomerList {
  customers: CustomerSummary[];
  total: number;
  pageCount: number;
}

export interface CustomerOrder {
  number: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: string;
}

export interface CustomerDetail extends CustomerSummary {
  phone: string | null;
  emailVerified: boolean;
  orders: CustomerOrder[];
}

/** `%` and `_` typed by the admin are searched for, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Paid orders per user: how many and how much. */
const paidTotals = (db: Database) =>
  db
    .select({
      userId: orders.userId,
      orderCount: count().as("order_count"),
      spentCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`.as("spent_cents"),
    })
    .from(orders)
    .where(inArray(orders.status, REVENUE_STATUSES))
    .groupBy(orders.userId)
    .as("paid_totals");

const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.name})`;

/** One page of users, newest first, found by name or e-mail and by role. */
export async function listCustomers(db: Database, query: CustomerListQuery): Promise<CustomerList> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(or(ilike(displayName, pattern), ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.role !== "all") filters.push(eq(users.isAdmin, query.role === "admins"));
  const where = filters.length ? and(...filters) : undefined;
  const totals = paidTotals(db);

  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select({
        id: users.id,
        name: displayName,
        email: users.email,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
        orderCount: sql<number>`coalesce(${totals.orderCount}, 0)::int`,
        spentCents: sql<number>`coalesce(${totals.spentCents}, 0)::int`,
      })
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((query.page - 1) * CUSTOMERS_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  return {
    customers: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    pageCount: pageCount(total, CUSTOMERS_PAGE_SIZE),
  };
}

/** One user with their orders (every status, newest first), or null. */
export async function findCustomer(db: Database, id: string): Promise<CustomerDetail | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: displayName,
      email: users.email,
      phone: users.phone,
      emailVerified: users.emailVerified,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;

  const [theirOrders, [paid]] = await Promise.all([
    db
      .select({
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(CUSTOMER_ORDERS_SHOWN),
    db
      .select({
        orderCount: count(),
        spentCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
      })
      .from(orders)
      .where(and(eq(orders.userId, id), inArray(orders.status, REVENUE_STATUSES))),
  ]);
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    orderCount: paid?.orderCount ?? 0,
    spentCents: paid?.spentCents ?? 0,
    orders: theirOrders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  };
}
