import clsx from "clsx";
import type { ReturnStatus } from "~/db/schema/returns";
import { useAdminTranslation } from "../use-admin-translation";

const TONES: Record<ReturnStatus, string> = {
  requested:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  awaiting_item:
    "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:ring-violet-400/40",
  completed:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40",
  refused:
    "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/40",
};

/** A return request's status as a coloured label (AA contrast in both themes). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useAdminTranslation();
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`returns.statuses.${status}`)}
    </span>
  );
}
