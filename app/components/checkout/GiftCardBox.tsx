import { useId, useState, type FormEvent } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import type { GiftCardState } from "./use-gift-card";

/** Beside the coupon: the "Gift card" field with Apply, what the card can pay, and Remove (085). */
export function GiftCardBox({ giftCard, disabled }: { giftCard: GiftCardState; disabled: boolean }) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    giftCard.apply(code);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-code`} className="font-display text-xl font-semibold">
        {t("giftCards.checkout.heading")}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={`${id}-code`}
          name="giftCardCode"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-label={t("giftCards.checkout.label")}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-xl border border-slate-500 bg-surface px-4 py-2.5 uppercase placeholder:normal-case focus:border-accent disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={disabled || giftCard.checking}
          className="rounded-xl bg-slate-900 px-5 py-2.5 font-semibold text-white transition hover:bg-slate-700 disabled:opacity-60 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
        >
          {t("giftCards.checkout.apply")}
        </button>
      </div>
      <div id={`${id}-message`} role="status" className="mt-2 text-sm">
        {giftCard.applied ? (
          <p className="flex items-center gap-1.5 font-medium text-mint-ink dark:text-green-400">
            <SpriteIcon name="gift" className="size-4 shrink-0" />
            {t("giftCards.checkout.applied", {
              last4: giftCard.applied.last4,
              amount: formatPrice(giftCard.applied.availableCents),
            })}
            <button
              type="button"
              onClick={giftCard.remove}
              disabled={disabled}
              aria-label={t("giftCards.checkout.remove")}
              title={t("giftCards.checkout.remove")}
              className="ml-auto rounded-full p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <SpriteIcon name="x" className="size-4" />
            </button>
          </p>
        ) : (
          giftCard.problem && (
            <p className="flex items-start gap-1.5 text-cherry-ink dark:text-red-300">
              <SpriteIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
              {t(`giftCards.checkout.${giftCard.problem}`)}
            </p>
          )
        )}
      </div>
    </form>
  );
}
