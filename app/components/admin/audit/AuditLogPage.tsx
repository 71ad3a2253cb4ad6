import { Form, useSearchParams } from "react-router";
import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderTime } from "~/components/orders/order-dates";
import { auditEntityTypes, type AuditEntryView } from "~/modules/admin/audit-filters";
import type { AuditPage } from "~/modules/admin/audit-log.server";
import { AdminPageHeader } from "../AdminShell";
import { listHref } from "../list-href";
import { useAdminTranslation } from "../use-admin-translation";

const control =
  "h-11 w-full rounded-xl border border-line bg-surface-raised px-3 text-ink focus-visible:border-accent";

/** /admin/audit: the log of admin changes, newest first, filtered by a plain GET form. */
export function AuditLogPage({ log }: { log: AuditPage }) {
  const { t } = useAdminTranslation();
  const [search] = useSearchParams();
  const href = (page: number) => listHref("/admin/audit", search, page);

  return (
    <>
      <AdminPageHeader title={t("audit.title")} subtitle={t("audit.subtitle")} />
      <Form
        method="get"
        aria-label={t("audit.filters.label")}
        className="grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_1fr_auto] lg:items-end"
      >
        <label className="grid gap-1 text-sm font-semibold">
          {t("audit.filters.entity")}
          <select name="entity" defaultValue={search.get("entity") ?? ""} className={control}>
            <option value="">{t("audit.filters.anyEntity")}</option>
            {auditEntityTypes.map((entity) => (
              <option key={entity} value={entity}>
                {t(`audit.entities.${entity}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t("audit.filters.actor")}
          <input type="search" name="actor" defaultValue={search.get("actor") ?? ""} className={control} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t("audit.filters.from")}
          <input type="date" name="from" defaultValue={search.get("from") ?? ""} className={control} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t("audit.filters.to")}
          <input type="date" name="to" defaultValue={search.get("to") ?? ""} className={control} />
        </label>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="button-primary flex-1 py-2.5">
            {t("frame.filter")}
          </button>
          <Link to="/admin/audit" className="button-secondary flex-1 py-2.5">
            {t("frame.clear")}
          </Link>
        </div>
      </Form>

      <p className="mt-6 text-sm text-ink-muted" role="status">
        {t("audit.count", { count: log.total })}
      </p>
      {log.entries.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          {search.size > 0 ? t("frame.noResults") : t("audit.empty")}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {log.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination page={log.page} pageCount={log.pageCount} href={href} />
    </>
  );
}

const ENTITY_PAGES: Partial<Record<string, (id: string) => string>> = {
  product: (id) => `/admin/products/${id}`,
  stock: (id) => `/admin/products/${id}`,
  category: (id) => `/admin/categories/${id}`,
  user: (id) => `/admin/customers/${id}`,
};

function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const entityPage = ENTITY_PAGES[entry.entityType]?.(entry.entityId);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const entityLabel = auditEntityTypes.includes(entry.entityType as never)
    ? t(`audit.entities.${entry.entityType as (typeof auditEntityTypes)[number]}`)
    : entry.entityType;

  return (
    <li className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 font-mono text-sm font-semibold ring-1 ring-line">
          {entry.action}
        </span>
        <span className="text-sm">
          {entityLabel}{" "}
          {entityPage ? (
            <Link to={entityPage} className="font-mono text-accent hover:underline">
              {entry.entityId}
            </Link>
          ) : (
            <span className="font-mono">{entry.entityId}</span>
          )}
        </span>
        <span className="text-sm text-ink-muted">{t("audit.entry.by", { email: entry.actorEmail })}</span>
        <time dateTime={entry.createdAt} className="text-sm text-ink-muted sm:ml-auto">
          {formatOrderTime(entry.createdAt, language)}
        </time>
      </div>
      {fields.length > 0 && (
        <div className="mt-3 overflow-x-auto rounded-xl border border-line">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="bg-surface-muted text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("audit.entry.field")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("audit.entry.before")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("audit.entry.after")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {fields.map((field) => (
                <tr key={field}>
                  <th scope="row" className="px-3 py-2 font-mono font-medium">
                    {field}
                  </th>
                  <td className="px-3 py-2 break-all text-ink-muted">
                    {entry.before === null
                      ? t("audit.entry.created")
                      : shown(entry.before[field], t("audit.entry.empty"))}
                  </td>
                  <td className="px-3 py-2 break-all">
                    {entry.after === null
                      ? t("audit.entry.removed")
                      : shown(entry.after[field], t("audit.entry.empty"))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

/** A recorded value as text (React escapes it): strings as they are, anything else as JSON. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === "") return empty;
  return typeof value === "string" ? value : JSON.stringify(value);
}
