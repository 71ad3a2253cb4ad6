import clsx from "clsx";
import type { CouponState } from "~/modules/admin/coupons/coupon-view";
import { useAdminTranslation } from "../use-admin-translation";

// Dark text on a light tint (light theme), light text on a deep tint (dark theme): AA in both.
const TONES: Record<CouponState, string> = {
  active:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40",
  inactive:
    "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/40",
  expired:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  usedUp:
    "bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-400/15 dark:text-rose-200 dark:ring-rose-400/40",
};

/** Whether checkout would take the coupon now, as a coloured label. */
export function CouponStateBadge({ state }: { state: CouponState }) {
  const { t } = useAdminTranslation();
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[state],
      )}
    >
      {t(`coupons.state.${state}`)}
    </span>
  );
}
