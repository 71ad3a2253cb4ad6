import clsx from "clsx";
import { useId, type ReactNode } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Field } from "~/components/ui/Field";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import { characterCount } from "~/lib/plain-text";
import { GIFT_MESSAGE_MAX_CHARACTERS, GIFT_RECIPIENT_MAX_LENGTH } from "~/modules/checkout/checkout-schema";
import { shownRecipient, type GiftChoice, type GiftErrors } from "./gift-choice";

interface GiftOptionsProps {
  choice: GiftChoice;
  onChange: (next: GiftChoice) => void;
  /** The shipping name: the recipient's unless the shopper types another. */
  shipping: { firstName: string; lastName: string };
  /** The gift wrap's fee, as the shop sets it (the server charges it). */
  giftWrapFeeCents: number;
  errors: GiftErrors;
  disabled: boolean;
}

/**
 * "This order is a gift" (decision 075): ticked, it opens the recipient's name, a message of up
 * to 250 characters (counted as typed), "hide prices" and gift wrap for its fee.
 */
export function GiftOptions({
  choice,
  onChange,
  shipping,
  giftWrapFeeCents,
  errors,
  disabled,
}: GiftOptionsProps) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const set = (part: Partial<GiftChoice>) => onChange({ ...choice, ...part });
  const count = characterCount(choice.message);
  const over = count > GIFT_MESSAGE_MAX_CHARACTERS;
  const errorText = (code: string | undefined) =>
    code && t(`checkoutExtras.gift.errors.${code as "tooLong"}`, { max: GIFT_MESSAGE_MAX_CHARACTERS });
  return (
    <fieldset disabled={disabled} className="min-w-0" data-testid="gift-options">
      <legend className="mb-4 flex items-center gap-2 font-display text-xl font-semibold">
        <SpriteIcon name="gift" className="size-5 text-grape dark:text-violet-300" />
        {t("checkoutExtras.gift.heading")}
      </legend>
      <Toggle
        id={`${id}-is-gift`}
        checked={choice.isGift}
        onChange={(isGift) => set({ isGift })}
        label={t("checkoutExtras.gift.isGift")}
        hint={t("checkoutExtras.gift.isGiftHint")}
        emphasis
      />
      {choice.isGift && (
        <div className="mt-5 space-y-5 rounded-xl border border-dashed border-grape/40 bg-grape/5 p-4 sm:p-5 dark:border-violet-300/30 dark:bg-violet-300/5">
          <Field
            id={`${id}-recipient`}
            label={t("checkoutExtras.gift.recipientName")}
            hint={t("checkoutExtras.gift.recipientHint")}
            error={errorText(errors.recipientName)}
          >
            {(control) => (
              <input
                {...control}
                name="giftRecipientName"
                autoComplete="off"
                maxLength={GIFT_RECIPIENT_MAX_LENGTH}
                value={shownRecipient(choice, shipping)}
                onChange={(event) => set({ recipientName: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            id={`${id}-message`}
            label={t("checkoutExtras.gift.message")}
            error={errorText(errors.message)}
            hint={
              <span
                className={clsx("tabular-nums", over && "font-semibold text-cherry-ink dark:text-red-300")}
              >
                {t("checkoutExtras.gift.messageCount", { count, max: GIFT_MESSAGE_MAX_CHARACTERS })}
              </span>
            }
          >
            {(control) => (
              <textarea
                {...control}
                name="giftMessage"
                rows={4}
                placeholder={t("checkoutExtras.gift.messagePlaceholder")}
                value={choice.message}
                onChange={(event) => set({ message: event.currentTarget.value })}
                className={clsx(control.className, "resize-y")}
              />
            )}
          </Field>
          <Toggle
            id={`${id}-hide-prices`}
            checked={choice.hidePrices}
            onChange={(hidePrices) => set({ hidePrices })}
            label={t("checkoutExtras.gift.hidePrices")}
            hint={t("checkoutExtras.gift.hidePricesHint")}
          />
          <Toggle
            id={`${id}-wrap`}
            checked={choice.giftWrap}
            onChange={(giftWrap) => set({ giftWrap })}
            label={t("checkoutExtras.gift.giftWrap")}
            fee={t("checkoutExtras.fee", { amount: formatPrice(giftWrapFeeCents) })}
            hint={t("checkoutExtras.gift.giftWrapHint")}
          />
        </div>
      )}
    </fieldset>
  );
}

/** A checkbox with its label, an optional fee beside it and a hint under it. */
export function Toggle({
  id,
  checked,
  onChange,
  label,
  hint,
  fee,
  emphasis = false,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: ReactNode;
  fee?: string;
  emphasis?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0 rounded accent-grape"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={emphasis ? "font-semibold" : "font-medium"}>{label}</span>
          {fee && <span className="text-sm font-semibold tabular-nums text-ink-muted">{fee}</span>}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
