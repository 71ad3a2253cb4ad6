import { useId } from "react";
import { useCartTranslation } from "~/i18n/parts/cart";
import { Link } from "~/components/ui/Link";

/**
 * Proceed to Checkout. While a line can no longer be bought it is a disabled button that says
 * why, so nothing is charged for what the shopper cannot see counted.
 */
export function CheckoutLink({ blocked, onNavigate }: { blocked: boolean; onNavigate?: () => void }) {
  const { t } = useCartTranslation();
  const reasonId = useId();
  if (!blocked) {
    return (
      <Link to="/checkout" onClick={onNavigate} className="button-primary w-full">
        {t("shoppingCart.proceedToCheckout")}
      </Link>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled
        aria-describedby={reasonId}
        className="button-primary w-full cursor-not-allowed opacity-60 hover:shadow-md hover:brightness-100"
      >
        {t("shoppingCart.proceedToCheckout")}
      </button>
      <p id={reasonId} className="text-sm font-medium text-cherry-ink dark:text-red-300">
        {t("shoppingCart.notice.checkoutBlocked")}
      </p>
    </div>
  );
}
