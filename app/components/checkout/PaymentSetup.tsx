import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";

interface PaymentSetupProps {
  preparing: boolean;
  disabled: boolean;
  /** What went wrong the last time, already translated or the server's message. */
  error: string | null;
  /** An applied gift card pays the whole order: the button places it (decision 085). */
  coveredByGiftCard?: boolean;
  /** Gift cards alone: there are no shipping details to check, only the buyer's. */
  nothingToShip?: boolean;
}

/**
 * Spec section 2: the Payment Setup box. Prepare Payment (Preparing... while working) submits the
 * checkout form it sits in.
 */
export function PaymentSetup({
  preparing,
  disabled,
  error,
  coveredByGiftCard = false,
  nothingToShip = false,
}: PaymentSetupProps) {
  const { t } = useAccountAreaTranslation();
  return (
    <section aria-labelledby="payment-setup-heading" className="space-y-4">
      <h2 id="payment-setup-heading" className="text-xl font-semibold">
        {t("checkout.setup.heading")}
      </h2>
      <p className="text-ink-muted">
        {coveredByGiftCard
          ? t("giftCards.breakdown.coveredByGiftCard")
          : t(nothingToShip ? "checkout.setup.textNothingToShip" : "checkout.setup.text")}
      </p>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button
        type="submit"
        disabled={preparing || disabled}
        className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-70"
      >
        {preparing ? (
          <SpriteIcon name="loader-circle" className="size-5 animate-spin" />
        ) : (
          <SpriteIcon name="shield-check" className="size-5" />
        )}
        {preparing
          ? t("checkout.setup.preparing")
          : coveredByGiftCard
            ? t("giftCards.breakdown.placeOrder")
            : t("checkout.setup.prepare")}
      </button>
    </section>
  );
}
