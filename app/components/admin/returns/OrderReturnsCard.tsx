import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import type { AdminOrderReturns } from "~/modules/returns/returns.server";
import { useAdminTranslation } from "../use-admin-translation";
import { ReturnStatusBadge } from "./ReturnStatusBadge";

const panel = "rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6";

/**
 * The admin's order page's Returns card (issue 30): each return request of the order, linked to
 * its page, and for a replacement the order it replaces and the request that sent it. Nothing
 * when there is neither.
 */
export function OrderReturnsCard({ returns }: { returns: AdminOrderReturns | null }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  if (!returns || (returns.requests.length === 0 && !returns.replacementFor)) return null;
  const { requests, replacementFor } = returns;
  return (
    <section aria-labelledby="order-returns" className={panel} data-testid="order-returns">
      <h2 id="order-returns" className="text-lg font-semibold">
        {t("returns.onOrder.heading")}
      </h2>
      {replacementFor && (
        <dl className="mt-3 space-y-1">
          <dt className="text-sm text-ink-muted">{t("returns.onOrder.replacementFor")}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 font-medium">
            <Link
              to={`/admin/orders/${encodeURIComponent(replacementFor.orderNumber)}`}
              className="font-mono text-accent hover:underline"
            >
              {replacementFor.orderNumber}
            </Link>
            <Link
              to={`/admin/returns/${replacementFor.returnId}`}
              className="text-sm text-accent hover:underline"
            >
              {t("returns.onOrder.replacementRequest")}
            </Link>
          </dd>
        </dl>
      )}
      {requests.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
              <span className="min-w-0">
                <Link
                  to={`/admin/returns/${request.id}`}
                  className="font-semibold text-accent hover:underline"
                >
                  {t("returns.onOrder.request", {
                    reason: t(`returns.reasons.${request.reason}`),
                    date: formatOrderDate(request.createdAt, language),
                  })}
                </Link>
                <span className="block text-sm text-ink-muted">
                  {t("returns.onOrder.items", { count: request.items })}
                  {request.resolution && <> · {t(`returns.resolutions.${request.resolution}`)}</>}
                </span>
              </span>
              <ReturnStatusBadge status={request.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
