import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderTime } from "~/components/orders/order-dates";
import type { StepDetails } from "~/modules/admin/orders/order-detail.server";
import type { OrderStatusEvent } from "~/modules/orders/status-history";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * The order's steps, oldest first, as the shopper's timeline shows them, plus what the log adds
 * for admins: who made each change, its note and the shipment's details.
 */
export function AdminStatusHistory({ events }: { events: OrderStatusEvent<StepDetails>[] }) {
  const { t } = useAdminTranslation();
  const { t: shop } = useTranslation();
  const { language } = useRootData();
  return (
    <section
      aria-labelledby="order-history"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-history" className="text-lg font-semibold">
        {t("orders.detail.history")}
      </h2>
      <ol className="mt-4">
        {events.map((event, index) => {
          const current = index === events.length - 1;
          const details = event.details;
          return (
            <li
              key={`${event.status}-${event.at ?? index}`}
              aria-current={current ? "step" : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {!current && (
                <span aria-hidden="true" className="absolute top-4 bottom-0 left-[7px] w-0.5 bg-line" />
              )}
              <span
                aria-hidden="true"
                className={clsx(
                  "relative mt-1 size-4 shrink-0 rounded-full border-2",
                  current
                    ? "border-grape bg-grape dark:border-violet-300 dark:bg-violet-300"
                    : "border-line bg-surface-raised",
                )}
              />
              <div className="min-w-0">
                <p className={clsx(current && "font-semibold")}>
                  {shop(`orders.detail.events.${event.status}`)}
                </p>
                {event.at && (
                  <p className="text-sm text-ink-muted tabular-nums">
                    <time dateTime={event.at}>{formatOrderTime(event.at, language)}</time>
                  </p>
                )}
                {details && (
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
                    {details.note && (
                      <p className="break-words whitespace-pre-line italic">“{details.note}”</p>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
