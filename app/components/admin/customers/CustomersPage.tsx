import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { formatPrice } from "~/lib/money";
import { CUSTOMER_ROLE_FILTERS, type CustomerListQuery } from "~/modules/admin/customers/customer-list-query";
import type { CustomerSummary } from "~/modules/admin/customers/customers.server";
import { CardFact, EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { FilterButtons, FilterForm, FilterSelect, SearchField } from "../FilterForm";
import { listHref } from "../list-href";
import { useAdminTranslation } from "../use-admin-translation";
import { RoleBadge } from "./RoleBadge";
import { mediumDate, wholeNumber } from "~/lib/formats";

interface CustomersPageProps {
  query: CustomerListQuery;
  customers: CustomerSummary[];
  total: number;
  pageCount: number;
}

/** /admin/customers: a search, then the accounts as a table (cards on phones). */
export function CustomersPage({ query, customers, total, pageCount }: CustomersPageProps) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const number = wholeNumber(language);
  // Cards are narrow: "Nov 23, 2026" rather than the table's "November 23, 2026".
  const shortDate = mediumDate(language);
  const filtered = query.search !== "" || query.role !== "all";
  const href = (page: number) =>
    listHref("/admin/customers", { q: query.search, role: query.role === "all" ? null : query.role }, page);

  return (
    <>
      <AdminPageHeader title={t("customers.title")} subtitle={t("customers.subtitle")} />

      <FilterForm label={t("customers.filters.label")} className="flex flex-wrap items-end gap-3">
        <SearchField
          id="customer-search"
          label={t("customers.filters.search")}
          placeholder={t("customers.filters.searchPlaceholder")}
          value={query.search}
          className="min-w-48 flex-1"
        />
        <FilterSelect
          id="customer-role"
          name="role"
          label={t("customers.filters.role")}
          value={query.role}
          className="min-w-36"
        >
          {CUSTOMER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {t(`customers.filters.${role}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterButtons path="/admin/customers" filtered={filtered} />
      </FilterForm>

      <ResultCount>
        {t("customers.count", { count: total })} · {t("customers.ordersHint")}
      </ResultCount>

      {customers.length === 0 ? (
        <EmptyList filtered={filtered} empty={t("customers.empty")} />
      ) : (
        <>
          <ListCards>
            {customers.map((customer) => (
              <ListCard key={customer.id}>
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
              </ListCard>
            ))}
          </ListCards>

          <ListTable
            columns={[
              { label: t("customers.columns.name") },
              { label: t("customers.columns.email") },
              { label: t("customers.columns.role") },
              { label: t("customers.columns.orders"), numeric: true },
              { label: t("customers.columns.spent"), numeric: true },
              { label: t("customers.columns.joined") },
            ]}
          >
            {customers.map((customer) => (
              <tr key={customer.id}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  <Link to={`/admin/customers/${customer.id}`} className="hover:text-accent hover:underline">
                    {customer.name}
                  </Link>
                </th>
                <td className="max-w-64 truncate px-4 py-3">{customer.email}</td>
                <td className="px-4 py-3">
                  <RoleBadge isAdmin={customer.isAdmin} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{number.format(customer.orderCount)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatPrice(customer.spentCents)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatOrderDate(customer.createdAt, language)}
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      )}

      <Pagination page={query.page} pageCount={pageCount} href={href} />
    </>
  );
}
