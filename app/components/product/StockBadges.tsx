import clsx from "clsx";
import { useTranslation } from "~/i18n/react";
import { stockBadge } from "~/modules/catalog/stock";

const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm";

/** Featured, Low Stock (1 to 5 left) and Out of Stock (0), as spec sections 2 and 9 say. */
export function StockBadges({
  featured,
  stockQuantity,
  className,
}: {
  featured: boolean;
  stockQuantity: number;
  /** Where the list sits (a card lays it over its image). */
  className?: string;
}) {
  const { t } = useTranslation();
  const stock = stockBadge(stockQuantity);
  if (!featured && !stock) return null;
  return (
    <ul className={clsx("flex flex-wrap gap-1.5", className)}>
      {featured && <li className={clsx(badge, "bg-lemon text-slate-950")}>{t("catalog.card.featured")}</li>}
      {stock === "low-stock" && (
        <li className={clsx(badge, "bg-amber text-slate-950")}>{t("catalog.card.lowStock")}</li>
      )}
      {stock === "out-of-stock" && (
        <li className={clsx(badge, "bg-cherry-ink text-white")}>{t("catalog.card.outOfStock")}</li>
      )}
    </ul>
  );
}
