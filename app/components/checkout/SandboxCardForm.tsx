import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { cardNumberDigits, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from "./card-input";
import { confirmSandboxPayment } from "./checkout-api";
import type { ConfirmPayment } from "./checkout-api";

interface SandboxCardFormProps {
  clientSecret: string;
  disabled: boolean;
  onReady: (confirm: ConfirmPayment | null) => void;
}

/**
 * The sandbox's card fields, drawn like the payment provider's tabs layout (a Card tab, blue,
 * 8 px corners) and plainly marked as test mode: the sandbox only ever takes test cards. What
 * the fields hold is checked by the sandbox API, which answers with the provider's messages.
 */
export function SandboxCardForm({ clientSecret, disabled, onReady }: SandboxCardFormProps) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");

  // Each change hands the parent a confirm function holding the card as it is now.
  useEffect(() => {
    const { expMonth = 0, expYear = 0 } = parseExpiry(expiry) ?? {};
    onReady(() =>
      confirmSandboxPayment(clientSecret, { number: cardNumberDigits(number), expMonth, expYear, cvc }),
    );
  }, [clientSecret, number, expiry, cvc, onReady]);
  useEffect(() => () => onReady(null), [onReady]);

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 rounded-lg border border-amber/60 bg-amber/10 px-3 py-2 text-sm font-medium text-amber-ink dark:text-amber-300">
        <SpriteIcon name="flask-conical" className="size-4 shrink-0" />
        {t("checkout.card.testMode")}
      </p>
      <div
        className="inline-flex items-center gap-2 rounded-lg border-2 border-blue-600 bg-blue-50 px-4 py-2 text-sm font-semibold text-blue-700 dark:bg-blue-950 dark:text-blue-200"
        aria-hidden="true"
      >
        <SpriteIcon name="credit-card" className="size-4" />
        {t("checkout.card.tab")}
      </div>
      <fieldset disabled={disabled} className="grid min-w-0 grid-cols-2 gap-4">
        <CardField id={`${id}-number`} label={t("checkout.card.number")} wide>
          <input
            id={`${id}-number`}
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className={INPUT}
          />
        </CardField>
        <CardField id={`${id}-expiry`} label={t("checkout.card.expiry")}>
          <input
            id={`${id}-expiry`}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("checkout.card.expiryPlaceholder")}
            className={INPUT}
          />
        </CardField>
        <CardField id={`${id}-cvc`} label={t("checkout.card.cvc")}>
          <input
            id={`${id}-cvc`}
            value={cvc}
            onChange={(event) => setCvc(formatCvc(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className={INPUT}
          />
        </CardField>
      </fieldset>
    </div>
  );
}

const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-surface px-3 py-2.5 tabular-nums focus:border-blue-600 focus:outline-2 focus:outline-blue-600/40";

function CardField({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
