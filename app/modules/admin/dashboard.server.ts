import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql, sum } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, orderStatuses, products, users, type OrderStatus } from "~/db/schema";
import { LOW_STOCK_BADGE_MAX } from "~/modules/catalog/stock";
import { declineSummary, type DeclineSummary } from "~/modules/orders/declines.server";
import { mostWanted, type WantedProduct } from "~/modules/stock-alerts/stock-alerts.server";
import { missingTranslations, type MissingTranslations } from "./missing-translations.server";

/** Orders whose money the shop keeps: paid and not given back. */
export const REVENUE_STATUSES = [
  "paid",
  "processing",
  "shipped",
  "delivered",
] as const satisfies OrderStatus[];
export const REVENUE_DAYS = 30;

export interface DashboardData {
  revenueCents: number;
  /** Orders that were paid (whatever became of them since). */
  orderCount: number;
  customerCount: number;
  productCount: number;
  activeProductCount: number;
  /** One entry per day (UTC), oldest first, the last being today. */
  revenueByDay: { date: string; cents: number }[];
  ordersByStatus: { status: OrderStatus; count: number }[];
  lowStock: { id: string; name: string; slug: string; stock: number }[];
  /** The products most shoppers wait for a back-in-stock e-mail for (decision 065). */
  mostWanted: WantedProduct[];
  latestOrders: {
    number: string;
    email: string;
    status: OrderStatus;
    totalCents: number;
    createdAt: string;
  }[];
  /** Categories and products whose Spanish pages show English text (issue 11). */
  missingTranslations: MissingTranslations;
  /** Declined card payments and clients stopped for them in the last 24 hours (decision 037). */
  declines: DeclineSummary;
}

export const DECLINES_HOURS = 24;

/** The dashboard's figures, all from the database (the spec's were hard-coded). */
export async function loadDashboard(db: Database, now = new Date()): Promise<DashboardData> {
  const days = lastDays(now, REVENUE_DAYS);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const paidDay = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

  const [
    revenue,
    paidOrders,
    customers,
    catalogue,
    daily,
    statuses,
    lowStock,
    latest,
    untranslated,
    declines,
    wanted,
  ] = await Promise.all([
    db
      .select({ cents: sum(orders.totalCents).mapWith(Number) })
      .from(orders)
      .where(inArray(orders.status, REVENUE_STATUSES)),
    db.select({ count: count() }).from(orders).where(isNotNull(orders.paidAt)),
    // Accounts that confirmed their e-mail: one never confirmed cannot sign in, let alone buy.
    db
      .select({ count: count() })
      .from(users)
      .where(and(eq(users.isAdmin, false), eq(users.emailVerified, true))),
    db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number),
      })
      .from(products),
    db
      .select({ day: paidDay, cents: sum(orders.totalCents).mapWith(Number) })
      .from(orders)
      .where(and(inArray(orders.status, REVENUE_STATUSES), gte(orders.paidAt, since)))
      .groupBy(paidDay),
    db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status),
    db
      .select({ id: products.id, name: products.name, slug: products.slug, stock: products.stockQuantity })
      .from(products)
      .where(and(eq(products.isActive, true), lte(products.stockQuantity, LOW_STOCK_BADGE_MAX)))
      .orderBy(products.stockQuantity, products.name)
      .limit(10),
    db
      .select({
        number: orders.number,
        email: orders.email,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(isNotNull(orders.paidAt))
      .orderBy(desc(orders.createdAt))
      .limit(8),
    missingTranslations(db),
    declineSummary(db, new Date(now.getTime() - DECLINES_HOURS * 3_600_000)),
    mostWanted(db, "en"),
  ]);

  const centsByDay = new Map(daily.map((row) => [row.day, row.cents ?? 0]));
  const countByStatus = new Map(statuses.map((row) => [row.status, row.count]));
  return {
    revenueCents: revenue[0]?.cents ?? 0,
    orderCount: paidOrders[0]?.count ?? 0,
    customerCount: customers[0]?.count ?? 0,
    productCount: catalogue[0]?.all ?? 0,
    activeProductCount: catalogue[0]?.active ?? 0,
    revenueByDay: days.map((date) => ({ date, cents: centsByDay.get(date) ?? 0 })),
    ordersByStatus: orderStatuses.map((status) => ({ status, count: countByStatus.get(status) ?? 0 })),
    lowStock,
    mostWanted: wanted,
    latestOrders: latest.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    missingTranslations: untranslated,
    declines,
  };
}

/** The `count` days up to and including `now`'s day, as UTC dates (YYYY-MM-DD), oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
