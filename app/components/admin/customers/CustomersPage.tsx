import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { formatPrice } from "~/lib/money";
import { CUSTOMER_ROLE_FILTERS, type CustomerListQuery } from "~/modules/admin/customers/customer-list-query";
import type { CustomerSummary } from "~/modules/admin/customers/customers.server";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { RoleBadge } from "./RoleBadge";

interface CustomersPageProps {
  query: CustomerListQuery;
  customers: CustomerSummary[];
  total: number;
  pageCount: number;
}

const control =
  "mt-1.5 block h-12 w-full rounded-xl border border-slate-500 bg-surface px-4 text-base text-ink focus:border-accent";

/** /admin/customers: a search, then the accounts as a table (cards on phones). */
export function CustomersPage({ query, customers, total, pageCount }: CustomersPageProps) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const number = new Intl.NumberFormat(language);
  // Cards are narrow: "Nov 23, 2026" rather than the table's "November 23, 2026".
  const shortDate = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  const filtered = query.search !== "" || query.role !== "all";

  const href = (page: number) => {
    const params = new URLSearchParams();
    if (query.search) params.set("q", query.search);
    if (query.role !== "all") params.set("role", query.role);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `/admin/customers?${search}` : "/admin/customers";
  };

  return (
    <>
      <AdminPageHeader title={t("customers.title")} subtitle={t("customers.subtitle")} />

      <Form
        method="get"
        role="search"
        aria-label={t("customers.filters.label")}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface-raised p-4"
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="customer-search" className="block text-sm font-semibold">
            {t("customers.filters.search")}
          </label>
          <input
            id="customer-search"
            name="q"
            type="search"
            defaultValue={query.search}
            placeholder={t("customers.filters.searchPlaceholder")}
            className={control}
          />
        </div>
        <div className="min-w-36">
          <label htmlFor="customer-role" className="block text-sm font-semibold">
            {t("customers.filters.role")}
          </label>
          <select id="customer-role" name="role" defaultValue={query.role} className={control}>
            {CUSTOMER_ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {t(`customers.filters.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-secondary">
          <Search className="size-5" aria-hidden="true" />
          {t("frame.filter")}
        </button>
        {filtered && (
          <Link
            to="/admin/customers"
            className="self-center text-sm font-semibold text-accent hover:underline"
          >
            {t("frame.clear")}
          </Link>
        )}
      </Form>

      <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
        {t("customers.count", { count: total })} · {t("customers.ordersHint")}
      </p>

      {customers.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-line bg-surface-raised p-6 text-ink-muted">
          {filtered ? t("frame.noResults") : t("customers.empty")}
        </p>
      ) : (
        <>
          {/* Phones: one card per account. */}
          <ul className="mt-3 space-y-3 md:hidden">
            {customers.map((customer) => (
              <li
                key={customer.id}
                className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/customers/${customer.id}`}
                      className="font-semibold break-words hover:text-accent hover:underline"
                    >
                      {customer.name}
                    </Link>
                    <p className="text-sm break-all text-ink-muted">{customer.email}</p>
                  </div>
                  <RoleBadge isAdmin={customer.isAdmin} />
                </div>
                <dl className="mt-3 grid grid-cols-3 gap-x-3 text-sm">
                  <CardFact
                    label={t("customers.columns.orders")}
                    value={number.format(customer.orderCount)}
                  />
                  <CardFact label={t("customers.columns.spent")} value={formatPrice(customer.spentCents)} />
                  <CardFact
                    label={t("customers.columns.joined")}
                    value={shortDate.format(new Date(customer.createdAt))}
                  />
                </dl>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table. */}
          <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("customers.columns.name")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("customers.columns.email")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("customers.columns.role")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t("customers.columns.orders")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t("customers.columns.spent")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("customers.columns.joined")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {customers.map((customer) => (
                  <tr key={customer.id}>
                    <th scope="row" className="px-4 py-3 font-semibold">
                      <Link
                        to={`/admin/customers/${customer.id}`}
                        className="hover:text-accent hover:underline"
                      >
                        {customer.name}
                      </Link>
                    </th>
                    <td className="max-w-64 truncate px-4 py-3">{customer.email}</td>
                    <td className="px-4 py-3">
                      <RoleBadge isAdmin={customer.isAdmin} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {number.format(customer.orderCount)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatPrice(customer.spentCents)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatOrderDate(customer.createdAt, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <Pagination page={query.page} pageCount={pageCount} href={href} />
    </>
  );
}

function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
