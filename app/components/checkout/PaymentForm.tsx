import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import { fetchOrderStatus, type ConfirmPayment, type PaymentOutcome } from "./checkout-api";
import { SandboxCardForm } from "./SandboxCardForm";
import { StripePaymentForm } from "./StripePaymentForm";

export interface PreparedPayment {
  clientSecret: string;
  orderNumber: string;
  amountCents: number;
}

export interface PaymentProviderSettings {
  name: "sandbox" | "stripe";
  /** Stripe's publishable key, when the provider is Stripe. */
  publishableKey: string | null;
}

interface PaymentFormProps {
  payment: PreparedPayment;
  provider: PaymentProviderSettings;
  onSucceeded: () => void;
  /**
   * The order can no longer be paid (cancelled, e.g. after too many declined payments: decision
   * 037): the shopper goes back to Prepare Payment, which tells them `message`.
   */
  onStopped: (message: string) => void;
}

/**
 * Spec section 2: Payment Information with the order number and amount, the provider's card
 * fields, an error box, Pay {amount} (Processing Payment... while busy; disabled while busy or
 * until the provider is ready) and the secure-payment note. A failure keeps the shopper here
 * with the provider's message, unless the order was cancelled meanwhile; authentication leaves for
 * the provider's page.
 */
export function PaymentForm({ payment, provider, onSucceeded, onStopped }: PaymentFormProps) {
  const { t } = useAccountAreaTranslation();
  const [confirm, setConfirm] = useState<ConfirmPayment | null>(null);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatPrice(payment.amountCents);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form appears when Prepare Payment is pressed, and that button is gone: focus moves here,
  // so a keyboard or screen-reader user goes on from the form rather than from the page's top.
  useEffect(() => heading.current?.focus(), []);

  // A function kept in state must be wrapped, or React would call it as an updater.
  const onReady = useCallback((next: ConfirmPayment | null) => setConfirm(() => next), []);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirm || processing) return;
    setProcessing(true);
    setError(null);
    let outcome: PaymentOutcome;
    try {
      outcome = await confirm();
    } catch {
      outcome = { status: "failed", message: t("checkout.payment.unexpected") };
    }
    if (outcome.status === "succeeded") {
      onSucceeded();
      return;
    }
    if (outcome.status === "redirect") {
      window.location.assign(outcome.url);
      return;
    }
    // Asked of the shop, not of the answer: with Stripe the shop cancels an order (and its
    // payment) from the decline's webhook, and Stripe's own message knows nothing of it.
    const order = await fetchOrderStatus(payment.orderNumber);
    if (order !== "unknown" && order.status === "cancelled") {
      onStopped(
        provider.name === "sandbox" && outcome.message ? outcome.message : t("checkout.payment.startAgain"),
      );
      return;
    }
    setError(outcome.message || t("checkout.payment.failed"));
    setProcessing(false);
  }

  return (
    <form onSubmit={pay} noValidate aria-labelledby="payment-heading" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payment-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("checkout.payment.heading")}
        </h2>
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">
            {t("checkout.payment.order", { number: payment.orderNumber })}
          </span>
          {" · "}
          <span className="tabular-nums">{t("checkout.payment.amount", { amount })}</span>
        </p>
      </div>

      {provider.name === "stripe" && provider.publishableKey ? (
        <StripePaymentForm
          publishableKey={provider.publishableKey}
          clientSecret={payment.clientSecret}
          orderNumber={payment.orderNumber}
          onReady={onReady}
        />
      ) : (
        <SandboxCardForm clientSecret={payment.clientSecret} disabled={processing} onReady={onReady} />
      )}

      {error && <ErrorAlert>{error}</ErrorAlert>}

      <button
        type="submit"
        disabled={processing || !confirm}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white tabular-nums transition hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {processing && <SpriteIcon name="loader-circle" className="size-5 animate-spin" />}
        {processing ? t("checkout.payment.processing") : t("checkout.payment.pay", { amount })}
      </button>
      <p className="flex items-center justify-center gap-1.5 text-sm text-ink-muted">
        <SpriteIcon name="lock" className="size-4" />
        {t("checkout.payment.secureNote")}
      </p>
    </form>
  );
}
