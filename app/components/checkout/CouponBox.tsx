import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { CodeBox } from "./CodeBox";
import type { CouponState } from "./use-coupon";

/** Spec section 2: the Coupon Code box with its input, Apply and the messages of section 5. */
export function CouponBox({ coupon, disabled }: { coupon: CouponState; disabled: boolean }) {
  const { t } = useAccountAreaTranslation();
  return (
    <CodeBox
      label={t("checkout.coupon.heading")}
      name="couponCode"
      placeholder={t("checkout.coupon.placeholder")}
      applyLabel={coupon.checking ? t("checkout.coupon.applying") : t("checkout.coupon.apply")}
      checking={coupon.checking}
      disabled={disabled}
      onApply={coupon.apply}
      applied={
        coupon.applied
          ? { icon: "circle-check", text: t("checkout.coupon.applied", { code: coupon.applied.code }) }
          : null
      }
      onRemove={coupon.remove}
      removeLabel={t("checkout.coupon.remove")}
      problem={coupon.problem ? t(coupon.problem.key, coupon.problem.values) : null}
    />
  );
}
