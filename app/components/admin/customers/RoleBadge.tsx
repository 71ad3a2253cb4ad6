import clsx from "clsx";
import { ShieldCheck } from "lucide-react";
import { useAdminTranslation } from "../use-admin-translation";

/** Admin or shopper, as a label (AA contrast in both themes). */
export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset",
        isAdmin
          ? "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:ring-violet-400/40"
          : "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/40",
      )}
    >
      {isAdmin && <ShieldCheck className="size-3.5" aria-hidden="true" />}
      {isAdmin ? t("customers.role.admin") : t("customers.role.shopper")}
    </span>
  );
}
