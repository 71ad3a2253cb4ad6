import { Download } from "lucide-react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge";
import { ORDER_STATUSES } from "~/modules/admin/orders/statuses";
import { formatPrice } from "~/lib/money";
import { filtersQuery, hasFilters, type OrderFilters } from "~/modules/admin/orders/order-filters";
import type { OrderListPage } from "~/modules/admin/orders/order-list.server";
import { EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import {
  FilterButtons,
  FilterField,
  FilterForm,
  FilterSelect,
  SearchField,
  filterControl,
} from "../FilterForm";
import { useAdminTranslation } from "../use-admin-translation";

/** /admin/orders: the filters, then the orders as a table (cards on phones), newest first. */
export function OrdersPage({ filters, list }: { filters: OrderFilters; list: OrderListPage }) {
  const { t } = useAdminTranslation();
  const { t: shop } = useAccountAreaTranslation();
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

      <FilterForm label={t("orders.filters.label")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          id="order-search"
          label={t("orders.filters.search")}
          placeholder={t("orders.filters.searchPlaceholder")}
          value={filters.q ?? ""}
          maxLength={100}
          className="sm:col-span-2"
        />
        <FilterSelect
          id="order-status"
          name="status"
          label={t("orders.filters.status")}
          value={filters.status ?? ""}
          className="sm:col-span-2"
        >
          <option value="">{t("orders.filters.allStatuses")}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {shop(`checkout.order.statuses.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterField id="order-from" label={t("orders.filters.from")}>
          <input
            id="order-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={filterControl}
          />
        </FilterField>
        <FilterField id="order-to" label={t("orders.filters.to")}>
          <input
            id="order-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ""}
            className={filterControl}
          />
        </FilterField>
        <div className="flex items-end gap-3 sm:col-span-2">
          <FilterButtons path="/admin/orders" filtered={filtered} />
        </div>
      </FilterForm>

      <ResultCount>{t("orders.count", { count: list.total })}</ResultCount>

      {list.orders.length === 0 ? (
        <EmptyList filtered={filtered} empty={t("orders.empty")} />
      ) : (
        <>
          <ListCards>
            {list.orders.map((order) => (
              <ListCard key={order.number}>
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
              </ListCard>
            ))}
          </ListCards>

          <ListTable
            columns={(["number", "date", "customer", "items", "total", "status"] as const).map((column) => ({
              label: t(`orders.columns.${column}`),
              numeric: column === "items" || column === "total",
            }))}
          >
            {list.orders.map((order) => (
              <tr key={order.number} className="hover:bg-surface">
                <th scope="row" className="px-4 py-3 font-mono font-bold whitespace-nowrap">
                  <Link to={orderHref(order.number)} className="text-accent hover:underline">
                    {order.number}
                  </Link>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{formatOrderDate(order.createdAt, language)}</td>
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
          </ListTable>
        </>
      )}

      <Pagination page={list.page} pageCount={list.pageCount} href={href} />
    </>
  );
}
