import { lazy, Suspense } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
// Only its type here: the Stripe code itself comes with the lazy import, when it is needed.
import type { StripePaymentFormProps } from "./StripeElementsForm";

// Stripe.js and its React bindings are loaded only when the shop takes payments through Stripe
// and the shopper has reached this form; the sandbox never downloads them.
const StripeElementsForm = lazy(() => import("./StripeElementsForm"));

/** The Stripe Payment Element, fetched on demand. */
export function StripePaymentForm(props: StripePaymentFormProps) {
  const { t } = useAccountAreaTranslation();
  return (
    <Suspense
      fallback={<p className="py-6 text-center text-sm text-ink-muted">{t("checkout.payment.loading")}</p>}
    >
      <StripeElementsForm {...props} />
    </Suspense>
  );
}
