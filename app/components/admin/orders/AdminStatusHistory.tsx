import { StatusTimeline } from "~/components/orders/StatusTimeline";
import type { StepDetails } from "~/modules/admin/orders/order-detail.server";
import type { OrderStatusEvent } from "~/modules/orders/status-history";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * The order's steps, oldest first, as the shopper's timeline shows them, plus what the log adds
 * for admins: who made each change, its note and the shipment's details.
 */
export function AdminStatusHistory({ events }: { events: OrderStatusEvent<StepDetails>[] }) {
  const { t } = useAdminTranslation();
  return (
    <StatusTimeline
      events={events}
      title={t("orders.detail.history")}
      details={({ details }) =>
        details && (
          <div className="mt-1 space-y-0.5 text-sm">
            <p className="text-ink-muted">
              {details.byShop || !details.actorEmail
                ? t("orders.detail.byShop")
                : t("orders.detail.by", { email: details.actorEmail })}
            </p>
            {details.carrier && (
              <p>
                {t("orders.detail.carrier")}: {details.carrier} · {t("orders.detail.trackingNumber")}:{" "}
                <code className="break-all">{details.trackingNumber}</code>
              </p>
            )}
            {details.note && <p className="break-words whitespace-pre-line italic">“{details.note}”</p>}
          </div>
        )
      }
    />
  );
}
