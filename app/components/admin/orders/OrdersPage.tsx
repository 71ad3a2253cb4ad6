import { Download, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge";
import { ORDER_STATUSES } from "~/modules/admin/orders/statuses";
import { formatPrice } from "~/lib/money";
import { filtersQuery, hasFilters, type OrderFilters } from "~/modules/admin/orders/order-filters";
import type { OrderListPage } from "~/modules/admin/orders/order-list.server";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";

const control =
  "mt-1.5 block w-full rounded-xl border border-slate-500 bg-surface px-4 py-2.5 text-base text-ink focus:border-accent";

/** /admin/orders: the filters, then the orders as a table (cards on phones), newest first. */
export function OrdersPage({ filters, list }: { filters: OrderFilters; list: OrderListPage }) {
  const { t } = useAdminTranslation();
  const { t: shop } = useTranslation();
  const { language } = useRootData();
  const filtered = hasFilters(filters);
  const href = (page: number) => `/admin/orders${filtersQuery(filters, { page })}`;
  const orderHref = (number: string) => `/admin/orders/${encodeURIComponent(number)}`;

  return (
    <>
      <AdminPageHeader
        title={t("orders.title")}
        subtitle={t("orders.subtitle")}
        actions={
          // A download, not a page: the router must not fetch it as one.
          <a
            href={`/admin/orders.csv${filtersQuery(filters)}`}
            download
            title={t("orders.exportHint")}
            className="button-secondary"
          >
            <Download className="size-5" aria-hidden="true" />
            {t("orders.export")}
          </a>
        }
      />

      <Form
        method="get"
        role="search"
        aria-label={t("orders.filters.label")}
        className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="order-search" className="block text-sm font-semibold">
            {t("orders.filters.search")}
          </label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder={t("orders.filters.searchPlaceholder")}
            maxLength={100}
            className={control}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="order-status" className="block text-sm font-semibold">
            {t("orders.filters.status")}
          </label>
          <select id="order-status" name="status" defaultValue={filters.status ?? ""} className={control}>
            <option value="">{t("orders.filters.allStatuses")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {shop(`checkout.order.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-from" className="block text-sm font-semibold">
            {t("orders.filters.from")}
          </label>
          <input
            id="order-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={control}
          />
        </div>
        <div>
          <label htmlFor="order-to" className="block text-sm font-semibold">
            {t("orders.filters.to")}
          </label>
          <input id="order-to" name="to" type="date" defaultValue={filters.to ?? ""} className={control} />
        </div>
        <div className="flex items-end gap-3 sm:col-span-2">
          <button type="submit" className="button-secondary">
            <Search className="size-5" aria-hidden="true" />
            {t("frame.filter")}
          </button>
          {filtered && (
            <Link
              to="/admin/orders"
              className="self-center text-sm font-semibold text-accent hover:underline"
            >
              {t("frame.clear")}
            </Link>
          )}
        </div>
      </Form>

      <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
        {t("orders.count", { count: list.total })}
      </p>

      {list.orders.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-line bg-surface-raised p-6 text-ink-muted">
          {filtered ? t("frame.noResults") : t("orders.empty")}
        </p>
      ) : (
        <>
          {/* Phones: one card per order. */}
          <ul className="mt-3 space-y-3 md:hidden">
            {list.orders.map((order) => (
              <li
                key={order.number}
                className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={orderHref(order.number)}
                    className="font-mono text-lg font-bold hover:text-accent hover:underline"
                  >
                    {order.number}
                  </Link>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="mt-2 font-medium break-words">{order.customerName}</p>
                <p className="text-sm break-all text-ink-muted">{order.email}</p>
                <p className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm">
                  <span className="text-ink-muted">{formatOrderDate(order.createdAt, language)}</span>
                  <span className="tabular-nums">
                    {t("orders.items", { count: order.itemCount })} ·{" "}
                    <strong className="font-semibold">{formatPrice(order.totalCents)}</strong>
                  </span>
                </p>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table. */}
          <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  {(["number", "date", "customer", "items", "total", "status"] as const).map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`px-4 py-3 font-semibold ${column === "items" || column === "total" ? "text-right" : ""}`}
                    >
                      {t(`orders.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {list.orders.map((order) => (
                  <tr key={order.number} className="hover:bg-surface">
                    <th scope="row" className="px-4 py-3 font-mono font-bold whitespace-nowrap">
                      <Link to={orderHref(order.number)} className="text-accent hover:underline">
                        {order.number}
                      </Link>
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatOrderDate(order.createdAt, language)}
                    </td>
                    <td className="max-w-64 px-4 py-3">
                      <span className="block truncate font-medium">{order.customerName}</span>
                      <span className="block truncate text-ink-muted">{order.email}</span>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{order.itemCount}</td>
                    <td className="px-4 py-3 text-right font-semibold tabular-nums">
                      {formatPrice(order.totalCents)}
                    </td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <Pagination page={list.page} pageCount={list.pageCount} href={href} />
    </>
  );
}
