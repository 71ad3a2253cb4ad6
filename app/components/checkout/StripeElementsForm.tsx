import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useEffect, useState } from "react";
import { useRootData } from "~/components/layout/use-root-data";
import type { ConfirmPayment, PaymentOutcome } from "./checkout-api";

/** The Stripe payment form's settings and the way it hands its confirm function up. */
export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  orderNumber: string;
  onReady: (confirm: ConfirmPayment | null) => void;
}

// One Stripe.js instance per key for the whole visit, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripeByKey.set(key, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element in the tabs layout with the shop's payment look (blue primary,
 * 8 px corners). Only StripePaymentForm imports this module, lazily.
 */
export default function StripeElementsForm({
  publishableKey,
  clientSecret,
  orderNumber,
  onReady,
}: StripePaymentFormProps) {
  const { language } = useRootData();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        locale: language,
        appearance: { theme: "stripe", variables: { colorPrimary: "#2563eb", borderRadius: "8px" } },
      }}
    >
      <PaymentFields orderNumber={orderNumber} onReady={onReady} />
    </Elements>
  );
}

function PaymentFields({ orderNumber, onReady }: Pick<StripePaymentFormProps, "orderNumber" | "onReady">) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);

  useEffect(() => {
    if (!stripe || !elements || !elementReady) return;
    const returnUrl = new URL(
      `/payment-success?order=${encodeURIComponent(orderNumber)}`,
      window.location.origin,
    );
    onReady(async (): Promise<PaymentOutcome> => {
      // Stripe leaves the page only when the card needs it (authentication on the bank's page).
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl.href },
        redirect: "if_required",
      });
      if (error) return { status: "failed", message: error.message };
      if (paymentIntent.status === "succeeded") return { status: "succeeded" };
      // Processing or otherwise undecided: the result page waits for the server's event.
      return { status: "redirect", url: returnUrl.href };
    });
    return () => onReady(null);
  }, [stripe, elements, elementReady, orderNumber, onReady]);

  return <PaymentElement options={{ layout: "tabs" }} onReady={() => setElementReady(true)} />;
}
