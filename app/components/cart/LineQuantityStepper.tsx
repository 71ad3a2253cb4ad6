import { Minus, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";

const stepButton =
  "flex size-9 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted/60 disabled:hover:bg-transparent";

/**
 * A cart line's quantity: spec section 5, minus disabled at 1, plus disabled once the quantity
 * reaches the stock. Removing the line is its own button.
 */
export function LineQuantityStepper({
  name,
  value,
  max,
  disabled = false,
  onChange,
}: {
  /** The product's name, so that each line's group of buttons is told apart. */
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("shoppingCart.line.quantityOf", { name })}
      className="inline-flex items-center gap-0.5 rounded-full border border-line bg-surface-raised p-0.5"
    >
      <button
        type="button"
        aria-label={t("shoppingCart.line.decrease")}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        className={stepButton}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-7 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={t("shoppingCart.line.increase")}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={stepButton}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
