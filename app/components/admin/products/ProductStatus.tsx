import clsx from "clsx";
import { LOW_STOCK_THRESHOLD } from "~/modules/admin/products/list-params";
import { useAdminTranslation } from "../use-admin-translation";

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Active or inactive, and featured: the status column's badges. */
export function ProductStatus({ isActive, featured }: { isActive: boolean; featured: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={clsx(
          pill,
          isActive
            ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200"
            : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
        )}
      >
        {isActive ? t("products.status.active") : t("products.status.inactive")}
      </span>
      {featured && (
        <span className={clsx(pill, "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200")}>
          {t("products.status.featured")}
        </span>
      )}
    </span>
  );
}

/** A stock count, coloured and named when it is low or gone. */
export function StockCount({ stock }: { stock: number }) {
  const { t } = useAdminTranslation();
  if (stock > LOW_STOCK_THRESHOLD) return <span className="tabular-nums">{stock}</span>;
  return (
    <span
      className={clsx(
        "font-semibold tabular-nums",
        stock <= 0 ? "text-cherry-ink dark:text-red-300" : "text-amber-ink dark:text-amber-300",
      )}
    >
      {stock}{" "}
      <span className="text-xs">
        ({stock <= 0 ? t("products.status.outOfStock") : t("products.status.lowStock")})
      </span>
    </span>
  );
}
