import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";
import { useCartStore } from "~/components/cart/cart-store";
import { usePaymentResult } from "./use-payment-result";

/**
 * Where the payment provider returns the shopper (/payment-success?order=…): it waits for the
 * server to learn the payment's result, then opens the confirmation (and empties the cart), or
 * says plainly that the payment failed, or that it is taking longer than usual.
 */
export function PaymentResultPage({ orderNumber }: { orderNumber: string }) {
  const { t } = useAccountAreaTranslation();
  const navigate = useNavigate();
  const clearCart = useCartStore((state) => state.clearCart);
  const result = usePaymentResult(orderNumber);
  const orderPage = `/order-confirmation/${encodeURIComponent(orderNumber)}`;

  useEffect(() => {
    if (result !== "paid") return;
    clearCart();
    void navigate(orderPage, { replace: true });
  }, [result, clearCart, navigate, orderPage]);

  return (
    <section
      className="page-container flex max-w-2xl flex-col items-center py-16 text-center sm:py-24"
      aria-live="polite"
    >
      {result === "failed" ? (
        <>
          <SpriteIcon name="circle-x" className="size-14 text-cherry-ink dark:text-red-300" />
          <h1 className="mt-4 text-3xl font-bold">{t("checkout.paymentResult.failedHeading")}</h1>
          <p className="mt-3 text-ink-muted">
            {t("checkout.paymentResult.failedText", { number: orderNumber })}
          </p>
          <Link to="/checkout" className="button-primary mt-8">
            {t("checkout.paymentResult.backToCheckout")}
          </Link>
        </>
      ) : result === "timeout" ? (
        <>
          <SpriteIcon name="clock" className="size-14 text-amber-ink dark:text-amber-300" />
          <h1 className="mt-4 text-3xl font-bold">{t("checkout.paymentResult.slowHeading")}</h1>
          <p className="mt-3 text-ink-muted">
            {t("checkout.paymentResult.slowText", { number: orderNumber })}
          </p>
          <Link to={orderPage} className="button-primary mt-8">
            {t("checkout.paymentResult.viewOrder")}
          </Link>
        </>
      ) : (
        <>
          <SpriteIcon name="loader-circle" className="size-14 animate-spin text-accent" />
          <h1 className="mt-4 text-3xl font-bold">{t("checkout.paymentResult.confirming")}</h1>
          <p className="mt-3 text-ink-muted">{t("checkout.paymentResult.confirmingText")}</p>
        </>
      )}
    </section>
  );
}
