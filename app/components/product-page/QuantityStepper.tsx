import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { QuantityButtons } from "~/components/ui/QuantityButtons";

/**
 * The product page's quantity, with its visible label; between 1 and `max` (the stock, and
 * never above the product's per-order limit), which is said under it: "Limit 12 per order".
 */
export function QuantityStepper({
  value,
  max,
  limit,
  onChange,
}: {
  value: number;
  max: number;
  /** The product's per-order limit (decision 036). */
  limit: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const limitId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink-muted">
        {t("product.quantity.label")}
      </span>
      <QuantityButtons
        value={value}
        max={max}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={limitId}
      />
      <span id={limitId} className="text-sm text-ink-muted">
        {t("shopping.limitPerOrder", { count: limit })}
      </span>
    </div>
  );
}
