import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import { CodeBox } from "./CodeBox";
import type { GiftCardState } from "./use-gift-card";

/** Beside the coupon: the "Gift card" field with Redeem, what the card can pay, and Remove (085). */
export function GiftCardBox({ giftCard, disabled }: { giftCard: GiftCardState; disabled: boolean }) {
  const { t } = useAccountAreaTranslation();
  return (
    <CodeBox
      label={t("giftCards.checkout.heading")}
      name="giftCardCode"
      placeholder="XXXX-XXXX-XXXX-XXXX"
      inputLabel={t("giftCards.checkout.label")}
      applyLabel={t("giftCards.checkout.apply")}
      checking={giftCard.checking}
      disabled={disabled}
      onApply={giftCard.apply}
      applied={
        giftCard.applied
          ? {
              icon: "gift",
              text: t("giftCards.checkout.applied", {
                last4: giftCard.applied.last4,
                amount: formatPrice(giftCard.applied.availableCents),
              }),
            }
          : null
      }
      onRemove={giftCard.remove}
      removeLabel={t("giftCards.checkout.remove")}
      problem={giftCard.problem ? t(`giftCards.checkout.${giftCard.problem}`) : null}
    />
  );
}
