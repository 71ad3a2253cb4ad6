import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useCartTranslation } from "~/i18n/parts/cart";

/**
 * A cart line's Remove (a product's or a gift card's): the word beside the bin, or the bin alone
 * in the compact panel; `label` names what goes.
 */
export function RemoveLineButton({
  label,
  compact,
  onRemove,
}: {
  label: string;
  compact: boolean;
  onRemove: () => void;
}) {
  const { t } = useCartTranslation();
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onRemove}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-cherry-ink dark:hover:text-red-300"
    >
      <SpriteIcon name="trash" className="size-4" />
      <span className={compact ? "sr-only" : undefined}>{t("shoppingCart.line.remove")}</span>
    </button>
  );
}
