import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { QuantityButtons } from "~/components/ui/QuantityButtons";

/**
 * The product page's quantity, with its visible label; between 1 and `max` (the stock, and
 * never above the product's per-order limit, which the text `describedBy` names says).
 */
export function QuantityStepper({
  value,
  max,
  describedBy,
  onChange,
}: {
  value: number;
  max: number;
  /** The id of the text saying the product's per-order limit (decision 036). */
  describedBy: string;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
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
        aria-describedby={describedBy}
      />
    </div>
  );
}
