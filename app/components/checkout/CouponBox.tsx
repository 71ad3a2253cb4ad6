import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useId, useState, type FormEvent } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { CouponState } from "./use-coupon";

/** Spec section 2: the Coupon Code box with its input, Apply and the messages of section 5. */
export function CouponBox({ coupon, disabled }: { coupon: CouponState; disabled: boolean }) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    coupon.apply(code);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-code`} className="font-display text-xl font-semibold">
        {t("checkout.coupon.heading")}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={`${id}-code`}
          name="couponCode"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          placeholder={t("checkout.coupon.placeholder")}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-xl border border-slate-500 bg-surface px-4 py-2.5 uppercase placeholder:normal-case focus:border-accent disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={disabled || coupon.checking}
          className="rounded-xl bg-slate-900 px-5 py-2.5 font-semibold text-white transition hover:bg-slate-700 disabled:opacity-60 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
        >
          {coupon.checking ? t("checkout.coupon.applying") : t("checkout.coupon.apply")}
        </button>
      </div>
      <div id={`${id}-message`} role="status" className="mt-2 text-sm">
        {coupon.applied ? (
          <p className="flex items-center gap-1.5 font-medium text-mint-ink dark:text-green-400">
            <SpriteIcon name="circle-check" className="size-4 shrink-0" />
            {t("checkout.coupon.applied", { code: coupon.applied.code })}
            <button
              type="button"
              onClick={coupon.remove}
              disabled={disabled}
              aria-label={t("checkout.coupon.remove")}
              title={t("checkout.coupon.remove")}
              className="ml-auto rounded-full p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <SpriteIcon name="x" className="size-4" />
            </button>
          </p>
        ) : (
          coupon.problem && (
            <p className="flex items-start gap-1.5 text-cherry-ink dark:text-red-300">
              <SpriteIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
              {t(coupon.problem.key, coupon.problem.values)}
            </p>
          )
        )}
      </div>
    </form>
  );
}
