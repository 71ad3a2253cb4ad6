import clsx from "clsx";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderTime } from "~/components/orders/order-dates";
import type { StockMovementView } from "~/modules/admin/products/stock-ledger.server";
import { useAdminTranslation } from "../use-admin-translation";

/** The product's latest stock movements, newest first: what changed, why, by whom. */
export function StockHistory({ movements }: { movements: StockMovementView[] }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  return (
    <section
      aria-labelledby="stock-history"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="stock-history" className="text-lg font-bold">
        {t("products.ledger.title")}
      </h2>
      {movements.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t("products.ledger.empty")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {movements.map((movement) => (
            <li key={movement.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold">{t(`products.reasons.${movement.reason}`)}</span>
                <span
                  className={clsx(
                    "font-semibold tabular-nums",
                    movement.change > 0
                      ? "text-emerald-800 dark:text-emerald-300"
                      : "text-cherry-ink dark:text-red-300",
                  )}
                >
                  <span className="sr-only">{t("products.ledger.change")}: </span>
                  {movement.change > 0 ? `+${movement.change}` : movement.change}
                  <span className="font-normal text-ink-muted">
                    {" "}
                    → {movement.stockAfter}
                    <span className="sr-only"> ({t("products.ledger.after")})</span>
                  </span>
                </span>
              </div>
              <p className="mt-0.5 text-ink-muted">
                {formatOrderTime(new Date(movement.createdAt).toISOString(), language)} ·{" "}
                {movement.actorEmail ?? t("products.ledger.system")}
              </p>
              {movement.note && <p className="mt-0.5 break-words">{movement.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
