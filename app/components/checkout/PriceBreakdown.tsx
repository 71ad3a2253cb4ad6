import type { ReactNode } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { AmountSkeleton } from "~/components/ui/AmountSkeleton";
import { formatPrice } from "~/lib/money";
import type { ExtraFees, PriceBreakdown as Breakdown } from "~/modules/pricing/pricing";

/**
 * Subtotal, the discount (only when above 0), shipping (FREE or the fee), the gift wrap and
 * insulation when chosen (decision 075; a later line such as a gift card joins here) and the total, then
 * the free-shipping line of spec section 9. While the browser has not read its stored cart
 * (`pending`: the server's render and the first one after it) the amounts are placeholders, not
 * a made-up "$0.00".
 */
export function PriceBreakdown({
  breakdown,
  couponCode,
  pending = false,
  giftCardCents = 0,
  nothingToShip = false,
}: {
  /** With the extras' fees at checkout (decision 075): a line each when chosen. */
  breakdown: Breakdown & Partial<ExtraFees>;
  couponCode: string | null;
  pending?: boolean;
  /** What an applied gift card pays of the total (decision 085). */
  giftCardCents?: number;
  /** Gift cards alone: nothing ships, so no free-shipping line. */
  nothingToShip?: boolean;
}) {
  const { t } = useAccountAreaTranslation();
  const amount = (text: string): ReactNode => (pending ? <AmountSkeleton /> : text);
  return (
    <section aria-labelledby="checkout-breakdown-heading" aria-busy={pending}>
      <h2 id="checkout-breakdown-heading" className="text-xl font-semibold">
        {t("checkout.breakdown.heading")}
      </h2>
      <dl className="mt-4 space-y-2 tabular-nums">
        <Row label={t("checkout.breakdown.subtotal")} value={amount(formatPrice(breakdown.subtotalCents))} />
        {!pending && breakdown.discountCents > 0 && (
          <Row
            label={t("checkout.breakdown.discount", { code: couponCode ?? "" })}
            value={`−${formatPrice(breakdown.discountCents)}`}
            className="text-mint-ink dark:text-green-400"
          />
        )}
        <Row
          label={t("checkout.breakdown.shipping")}
          value={amount(
            breakdown.shippingCents === 0
              ? t("checkout.breakdown.free")
              : formatPrice(breakdown.shippingCents),
          )}
        />
        {!pending && (breakdown.giftWrapCents ?? 0) > 0 && (
          <Row label={t("checkoutExtras.breakdown.giftWrap")} value={formatPrice(breakdown.giftWrapCents!)} />
        )}
        {!pending && (breakdown.insulationCents ?? 0) > 0 && (
          <Row
            label={t("checkoutExtras.breakdown.insulation")}
            value={formatPrice(breakdown.insulationCents!)}
          />
        )}
        <div className="flex justify-between border-t border-line pt-3 text-lg font-bold">
          <dt>{t("checkout.breakdown.total")}</dt>
          <dd>{amount(formatPrice(breakdown.totalCents))}</dd>
        </div>
        {!pending && giftCardCents > 0 && (
          <>
            <Row
              label={t("giftCards.breakdown.paidByGiftCard")}
              value={`−${formatPrice(giftCardCents)}`}
              className="text-mint-ink dark:text-green-400"
            />
            <Row
              label={t("giftCards.breakdown.paidByCard")}
              value={formatPrice(breakdown.totalCents - giftCardCents)}
              className="font-semibold"
            />
          </>
        )}
      </dl>
      {pending || nothingToShip ? null : breakdown.freeShippingRemainingCents === 0 ? (
        <p className="mt-3 text-sm font-medium text-mint-ink dark:text-green-400">
          {t("checkout.breakdown.freeShipping")}
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">
          {t("checkout.breakdown.addMore", { amount: formatPrice(breakdown.freeShippingRemainingCents) })}
        </p>
      )}
    </section>
  );
}

function Row({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
