import { useId } from "react";
import { useTranslation } from "~/i18n/react";

interface PriceRangeFieldsProps {
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
}

/** Whether typed bounds are a minimum above the maximum: no price fits them. */
export function priceBoundsReversed(min: string, max: string): boolean {
  const low = Number(min.trim());
  const high = Number(max.trim());
  return (
    min.trim() !== "" && max.trim() !== "" && Number.isFinite(low) && Number.isFinite(high) && low > high
  );
}

/**
 * Price Range min and max in dollars; the enclosing form applies them (Apply or Enter). A minimum
 * above the maximum says so under the fields (and the form does not apply it) instead of finding
 * nothing without a word.
 */
export function PriceRangeFields({ min, max, onMinChange, onMaxChange }: PriceRangeFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const reversed = priceBoundsReversed(min, max);
  const problemId = `${id}-reversed`;
  const field = (key: "min" | "max", label: string, value: string, onChange: (value: string) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <div className="relative mt-1">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
        >
          $
        </span>
        <input
          id={`${id}-${key}`}
          name={key}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={value}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? problemId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full rounded-lg border border-line bg-surface pr-2 pl-7 tabular-nums"
        />
      </div>
    </div>
  );

  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t("catalog.filters.priceRange")}</legend>
      <div className="mt-2 flex gap-2">
        {field("min", t("catalog.filters.priceMin"), min, onMinChange)}
        {field("max", t("catalog.filters.priceMax"), max, onMaxChange)}
      </div>
      {reversed && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-cherry-ink dark:text-red-300">
          {t("catalog.filters.priceReversed", { min: min.trim(), max: max.trim() })}
        </p>
      )}
      <button
        type="submit"
        className="mt-2 h-10 w-full rounded-lg border border-line bg-surface-raised px-3 text-sm font-semibold transition-colors hover:border-accent hover:text-accent"
      >
        {t("catalog.filters.applyPrice")}
      </button>
    </fieldset>
  );
}
