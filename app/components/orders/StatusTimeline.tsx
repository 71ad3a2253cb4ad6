import clsx from "clsx";
import type { ReactNode } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useRootData } from "~/components/layout/use-root-data";
import type { OrderStatusEvent } from "~/modules/orders/status-history";
import { formatOrderTime } from "./order-dates";

/**
 * How an order got to its status: one step per `{ status, at }`, oldest first, the last one
 * marked as the current status. Takes any list of steps, so the admin's full log of status
 * changes shows here as it is, with `title` and what `details` adds under each step.
 */
export function StatusTimeline<Details = never>({
  events,
  title,
  details,
}: {
  events: OrderStatusEvent<Details>[];
  title?: string;
  details?: (event: OrderStatusEvent<Details>) => ReactNode;
}) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  return (
    <section
      aria-labelledby="order-history"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-history" className="text-lg font-semibold">
        {title ?? t("orders.detail.history")}
      </h2>
      <ol className="mt-4">
        {events.map((event, index) => {
          const current = index === events.length - 1;
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
                  {t(`orders.detail.events.${event.status}`)}
                </p>
                {event.at && (
                  <p className="text-sm text-ink-muted tabular-nums">
                    <time dateTime={event.at}>{formatOrderTime(event.at, language)}</time>
                  </p>
                )}
                {details?.(event)}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
