import clsx from "clsx";
import { Camera } from "lucide-react";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import type { AdminReturnRow, ReturnListFilter } from "~/modules/returns/returns.server";
import { EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { ReturnStatusBadge } from "./ReturnStatusBadge";

/** /admin/returns: which requests to show, then them as a table (cards on phones). */
export function ReturnsPage({
  filter,
  filters,
  rows,
}: {
  filter: ReturnListFilter;
  filters: readonly ReturnListFilter[];
  rows: AdminReturnRow[];
}) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const href = (id: string) => `/admin/returns/${id}`;
  return (
    <>
      <AdminPageHeader title={t("returns.title")} subtitle={t("returns.subtitle")} />
      <nav aria-label={t("returns.filters.label")}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {filters.map((each) => (
            <li key={each} className="shrink-0">
              <Link
                to={each === "open" ? "/admin/returns" : `/admin/returns?show=${each}`}
                aria-current={each === filter ? "page" : undefined}
                className={clsx(
                  "inline-flex rounded-full px-4 py-1.5 text-sm font-semibold transition-colors",
                  each === filter
                    ? "bg-grape text-white"
                    : "border border-line bg-surface-raised hover:border-accent hover:text-accent",
                )}
              >
                {t(`returns.filters.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ResultCount>{t("returns.count", { count: rows.length })}</ResultCount>
      {rows.length === 0 ? (
        <EmptyList filtered={false} empty={t("returns.empty")} />
      ) : (
        <>
          <ListCards>
            {rows.map((row) => (
              <ListCard key={row.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={href(row.id)}
                    className="font-mono text-lg font-bold hover:text-accent hover:underline"
                  >
                    {row.orderNumber}
                  </Link>
                  <ReturnStatusBadge status={row.status} />
                </div>
                <p className="mt-2 font-medium">{t(`returns.reasons.${row.reason}`)}</p>
                <p className="text-sm break-all text-ink-muted">{row.email}</p>
                <p className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-ink-muted">
                  <span>{formatOrderDate(row.createdAt, language)}</span>
                  <span>
                    {t("orders.items", { count: row.items })}
                    {row.photos > 0 && <> · {t("returns.photos", { count: row.photos })}</>}
                  </span>
                </p>
              </ListCard>
            ))}
          </ListCards>
          <ListTable
            columns={(["order", "date", "customer", "reason", "items", "status"] as const).map((column) => ({
              label: t(`returns.columns.${column}`),
              numeric: column === "items",
            }))}
          >
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-surface">
                <th scope="row" className="px-4 py-3 font-mono font-bold whitespace-nowrap">
                  <Link to={href(row.id)} className="text-accent hover:underline">
                    {row.orderNumber}
                  </Link>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{formatOrderDate(row.createdAt, language)}</td>
                <td className="max-w-64 px-4 py-3">
                  <span className="block truncate">{row.email}</span>
                </td>
                <td className="px-4 py-3">
                  <span className="flex items-center gap-2">
                    {t(`returns.reasons.${row.reason}`)}
                    {row.photos > 0 && (
                      <span
                        className="inline-flex items-center gap-1 text-ink-muted"
                        title={t("returns.photos", { count: row.photos })}
                      >
                        <Camera className="size-4" aria-hidden="true" />
                        <span className="sr-only">{t("returns.photos", { count: row.photos })}</span>
                        <span aria-hidden="true">{row.photos}</span>
                      </span>
                    )}
                  </span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{row.items}</td>
                <td className="px-4 py-3">
                  <ReturnStatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </>
  );
}
