import { useId } from "react";
import { useCartTranslation } from "~/i18n/parts/cart";
import { Link } from "~/components/ui/Link";
import { formatPrice } from "~/lib/money";
import type { PriceBreakdown } from "~/modules/pricing/pricing";
import { CheckoutLink } from "./CheckoutLink";
import { FreeShippingHint } from "./FreeShippingHint";

/** The cart page's Order Summary: Subtotal, Shipping (FREE or $5.99), Total, and the way on. */
export function OrderSummary({
  breakdown,
  checkoutBlocked,
  nothingToShip = false,
}: {
  breakdown: PriceBreakdown;
  checkoutBlocked: boolean;
  /** Gift cards alone (decision 085): no free-shipping hint. */
  nothingToShip?: boolean;
}) {
  const { t } = useCartTranslation();
  const headingId = useId();
  const free = breakdown.shippingCents === 0;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6 lg:sticky lg:top-40"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t("shoppingCart.summary.heading")}
      </h2>
      <dl className="mt-4 space-y-3 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t("shoppingCart.summary.subtotal")}</dt>
          <dd className="font-medium">{formatPrice(breakdown.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t("shoppingCart.summary.shipping")}</dt>
          <dd className={free ? "font-semibold text-mint-ink dark:text-green-300" : "font-medium"}>
            {free ? t("shoppingCart.summary.free") : formatPrice(breakdown.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-lg font-bold">
          <dt>{t("shoppingCart.summary.total")}</dt>
          <dd>{formatPrice(breakdown.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{t("shoppingCart.summary.discountsAtCheckout")}</p>
      {!nothingToShip && (
        <div className="mt-4">
          <FreeShippingHint breakdown={breakdown} />
        </div>
      )}
      <div className="mt-5 space-y-3">
        <CheckoutLink blocked={checkoutBlocked} />
        <Link to="/products" className="button-secondary w-full">
          {t("shoppingCart.continueShopping")}
        </Link>
      </div>
    </section>
  );
}
