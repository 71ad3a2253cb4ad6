import { BadgePercent, ClipboardList, DollarSign, Package, ShoppingBag, Users } from "lucide-react";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge";
import { formatPrice } from "~/lib/money";
import type { DashboardData } from "~/modules/admin/dashboard.server";
import { LOW_STOCK_BADGE_MAX } from "~/modules/catalog/stock";
import { AdminOrderRow } from "./AdminOrderRow";
import { AdminPageHeader } from "./AdminShell";
import { DeclinedPayments } from "./DeclinedPayments";
import { MissingTranslations } from "./MissingTranslations";
import { RevenueChart } from "./RevenueChart";
import { StatCard } from "./StatCard";
import { useAdminTranslation } from "./use-admin-translation";
import { wholeNumber } from "~/lib/formats";

const panel = "rounded-2xl border border-line bg-surface-raised p-5 shadow-sm";

/** /admin: the spec's four figures and three Quick Actions, made real, and what needs attention. */
export function DashboardPage({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const number = wholeNumber(language);
  return (
    <>
      <AdminPageHeader title={t("dashboard.title")} subtitle={t("dashboard.subtitle")} />

      <dl aria-label={t("dashboard.stats.label")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t("dashboard.stats.revenue")}
          value={formatPrice(dashboard.revenueCents)}
          hint={t("dashboard.stats.revenueHint")}
          Icon={DollarSign}
          tone="bg-mint-ink"
        />
        <StatCard
          label={t("dashboard.stats.orders")}
          value={number.format(dashboard.orderCount)}
          hint={t("dashboard.stats.ordersHint")}
          Icon={ShoppingBag}
          tone="bg-berry"
        />
        <StatCard
          label={t("dashboard.stats.customers")}
          value={number.format(dashboard.customerCount)}
          hint={t("dashboard.stats.customersHint")}
          Icon={Users}
          tone="bg-grape"
        />
        <StatCard
          label={t("dashboard.stats.products")}
          value={number.format(dashboard.productCount)}
          hint={t("dashboard.stats.productsHint", { active: number.format(dashboard.activeProductCount) })}
          Icon={Package}
          tone="bg-candy-pink"
        />
      </dl>

      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-xl font-bold">
          {t("dashboard.quickActions.title")}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to="/admin/products" className="button-primary">
            <Package className="size-5" aria-hidden="true" />
            {t("dashboard.quickActions.products")}
          </Link>
          <Link to="/admin/orders" className="button-secondary">
            <ClipboardList className="size-5" aria-hidden="true" />
            {t("dashboard.quickActions.orders")}
          </Link>
          <Link to="/admin/coupons" className="button-secondary">
            <BadgePercent className="size-5" aria-hidden="true" />
            {t("dashboard.quickActions.coupons")}
          </Link>
        </div>
      </section>

      <div className="mt-8 grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RevenueChart days={dashboard.revenueByDay} />
        <div className="space-y-6">
          <section aria-labelledby="orders-by-status" className={panel}>
            <h2 id="orders-by-status" className="text-xl font-bold">
              {t("dashboard.byStatus.title")}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {dashboard.ordersByStatus.map(({ status, count }) => (
                <li key={status} className="flex items-center justify-between gap-3">
                  <OrderStatusBadge status={status} />
                  <span className="font-semibold tabular-nums">{number.format(count)}</span>
                </li>
              ))}
            </ul>
          </section>
          <DeclinedPayments declines={dashboard.declines} className={panel} />
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="latest-orders" className={panel}>
          <div className="flex items-center justify-between gap-3">
            <h2 id="latest-orders" className="text-xl font-bold">
              {t("dashboard.latestOrders.title")}
            </h2>
            <Link to="/admin/orders" className="text-sm font-semibold text-accent hover:underline">
              {t("dashboard.latestOrders.viewAll")}
            </Link>
          </div>
          {dashboard.latestOrders.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t("dashboard.latestOrders.empty")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {dashboard.latestOrders.map((order) => (
                <AdminOrderRow
                  key={order.number}
                  order={order}
                  note={`${order.email} · ${formatOrderDate(order.createdAt, language)}`}
                />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="low-stock" className={panel}>
          <h2 id="low-stock" className="text-xl font-bold">
            {t("dashboard.lowStock.title")}
          </h2>
          {dashboard.lowStock.length === 0 ? (
            <p className="mt-4 text-ink-muted">
              {t("dashboard.lowStock.empty", { threshold: LOW_STOCK_BADGE_MAX })}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {dashboard.lowStock.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-3 py-2.5">
                  <Link
                    to={`/admin/products/${product.id}`}
                    className="min-w-0 truncate font-medium hover:text-accent hover:underline"
                  >
                    {product.name}
                  </Link>
                  <span
                    className={
                      product.stock <= 0
                        ? "shrink-0 text-sm font-semibold text-cherry-ink dark:text-red-300"
                        : "shrink-0 text-sm font-semibold text-amber-ink dark:text-amber-300"
                    }
                  >
                    {product.stock <= 0
                      ? t("dashboard.lowStock.out")
                      : t("dashboard.lowStock.left", { count: product.stock })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="most-wanted" className={panel}>
          <h2 id="most-wanted" className="text-xl font-bold">
            {t("dashboard.mostWanted.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t("dashboard.mostWanted.text")}</p>
          {dashboard.mostWanted.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t("dashboard.mostWanted.empty")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {dashboard.mostWanted.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-3 py-2.5">
                  <Link
                    to={`/admin/products/${product.id}`}
                    className="min-w-0 truncate font-medium hover:text-accent hover:underline"
                  >
                    {product.name}
                  </Link>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">
                    {t("dashboard.mostWanted.waiting", { count: product.waiting })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <MissingTranslations missing={dashboard.missingTranslations} className={`mt-6 ${panel}`} />
    </>
  );
}
