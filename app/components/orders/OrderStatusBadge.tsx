import clsx from "clsx";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { OrderStatus } from "~/db/schema";

// A colour per status, dark text on a light tint (light theme) or light text on a deep tint
// (dark theme): AA contrast in both.
const TONES: Record<OrderStatus, string> = {
  pending_payment:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  paid: "bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-400/40",
  processing:
    "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:ring-violet-400/40",
  shipped:
    "bg-cyan-100 text-cyan-900 ring-cyan-300 dark:bg-cyan-400/15 dark:text-cyan-200 dark:ring-cyan-400/40",
  delivered:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40",
  cancelled:
    "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/40",
  refunded:
    "bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-400/15 dark:text-rose-200 dark:ring-rose-400/40",
};

/** An order's status as a coloured label in the page's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAccountAreaTranslation();
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-sans text-sm font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`checkout.order.statuses.${status}`)}
    </span>
  );
}
