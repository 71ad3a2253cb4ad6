import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { AriaAttributes } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * Minus, the quantity, plus (spec section 5): minus is disabled at 1, plus once the quantity
 * reaches `max` (the stock, or the product's per-order limit when lower). Used by the product page and by cart lines; the caller names the
 * group, with a visible label (`aria-labelledby`) or an `aria-label`.
 */
export function QuantityButtons({
  value,
  max,
  onChange,
  disabled = false,
  size = "md",
  ...naming
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** `md` on the product page, `sm` on cart lines. */
  size?: "sm" | "md";
} & Pick<AriaAttributes, "aria-label" | "aria-labelledby" | "aria-describedby">) {
  const { t } = useTranslation();
  const button = clsx(
    "flex items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted/60 disabled:hover:bg-transparent",
    size === "md" ? "size-11" : "size-9",
  );
  return (
    <div
      role="group"
      {...naming}
      className={clsx(
        "inline-flex items-center rounded-full border border-line bg-surface-raised p-0.5",
        size === "md" ? "gap-1" : "gap-0.5",
      )}
    >
      <button
        type="button"
        aria-label={t("shopping.decrease")}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        className={button}
      >
        <SpriteIcon name="minus" className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={clsx(
          "text-center font-semibold tabular-nums",
          size === "md" ? "min-w-8 text-lg" : "min-w-7",
        )}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={t("shopping.increase")}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={button}
      >
        <SpriteIcon name="plus" className="size-4" />
      </button>
    </div>
  );
}
