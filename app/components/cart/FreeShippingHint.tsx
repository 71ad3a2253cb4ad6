import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useCartTranslation } from "~/i18n/parts/cart";
import { formatPrice } from "~/lib/money";
import { CartSuggestions } from "./CartSuggestions";
import type { PriceBreakdown } from "~/modules/pricing/pricing";

/**
 * Under $60: "Add {remaining} more for free shipping!" with the exact amount missing. At $60 or
 * more: "You qualify for free shipping!" where the caller wants it (the cart page does, the
 * panel does not). Nothing when no line counts (all sold out or withdrawn): there is nothing to
 * ship, and the summary says shipping is free.
 */
export function FreeShippingHint({
  breakdown,
  showQualified = true,
}: {
  breakdown: PriceBreakdown;
  showQualified?: boolean;
}) {
  const { t } = useCartTranslation();
  const remaining = breakdown.freeShippingRemainingCents;
  if (breakdown.subtotalCents === 0 || (remaining === 0 && !showQualified)) return null;

  return (
    <>
      <p
        className={
          remaining > 0
            ? "flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-medium text-accent"
            : "flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-medium text-mint-ink dark:text-green-300"
        }
      >
        {remaining > 0 ? (
          <SpriteIcon name="truck" className="size-4 shrink-0" />
        ) : (
          <SpriteIcon name="party-popper" className="size-4 shrink-0" />
        )}
        <span className="tabular-nums">
          {remaining > 0
            ? t("shoppingCart.freeShipping.remaining", { amount: formatPrice(remaining) })
            : t("shoppingCart.freeShipping.qualified")}
        </span>
      </p>
      {/* Products that would get the cart there (issue 28). */}
      {remaining > 0 && <CartSuggestions missingCents={remaining} />}
    </>
  );
}
