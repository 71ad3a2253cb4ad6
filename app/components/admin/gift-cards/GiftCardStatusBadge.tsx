import clsx from "clsx";
import { useAdminTranslation } from "../use-admin-translation";

// The order badges' tones (OrderStatusBadge): dark text on a light tint, light on a deep one, AA
// in both themes (#15803d on a mint tint at 15 % fell short of it).
const TONES = {
  active:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40",
  pending:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  disabled:
    "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/40",
  void: "bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-400/15 dark:text-rose-200 dark:ring-rose-400/40",
} as const;

/** A card's status as a small coloured badge (decision 085). */
export function GiftCardStatusBadge({ status }: { status: string }) {
  const { t } = useAdminTranslation();
  const known =
    (["active", "disabled", "void", "pending"] as const).find((name) => name === status) ?? "pending";
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[known],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`giftCards.status.${known}`)}
    </span>
  );
}
