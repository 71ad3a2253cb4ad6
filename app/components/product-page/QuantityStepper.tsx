import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const stepButton =
  "flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted/60 disabled:hover:bg-transparent";

/**
 * Spec section 5: the quantity moves between 1 and the stock, and each button is disabled at
 * its bound. With nothing in stock both are disabled.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink-muted">
        {t("product.quantity.label")}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-raised p-0.5"
      >
        <button
          type="button"
          aria-label={t("product.quantity.decrease")}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          className={stepButton}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label={t("product.quantity.increase")}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          className={stepButton}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
