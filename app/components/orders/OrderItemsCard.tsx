import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import type { OrderView } from "~/modules/orders/order-view.server";
import { OrderLineRow } from "./OrderLineRow";

type OrderAmounts = Pick<
  OrderView,
  "lines" | "subtotalCents" | "discountCents" | "couponCode" | "shippingCents" | "totalCents"
> & {
  /** What a gift card paid (decision 085). */
  giftCardCents?: number;
  /** Gift wrap and insulation as charged (decision 075). */
  extras?: Pick<OrderView["extras"], "giftWrapped" | "giftWrapCents" | "insulated" | "insulationCents">;
};

/**
 * An order's lines with their prices as bought, and its amounts: subtotal, the coupon's
 * discount, shipping, gift wrap and insulation when chosen, total. On the order confirmation and on the order history's detail page.
 */
export function OrderItemsCard({ order }: { order: OrderAmounts }) {
  const { t } = useAccountAreaTranslation();
  const feeText = (cents: number) => (cents === 0 ? t("checkout.order.free") : formatPrice(cents));
  return (
    <section
      aria-labelledby="order-items"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-items" className="text-xl font-semibold">
        {t("checkout.order.items")}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {order.lines.map((line) => (
          <OrderLineRow
            key={`${line.productSlug}-${line.unitPriceCents}`}
            imageUrl={line.imageUrl}
            name={line.productName}
            detail={
              <>
                {t("checkout.order.quantity", { count: line.quantity })} ·{" "}
                {t("checkout.order.unitPrice", { price: formatPrice(line.unitPriceCents) })}
              </>
            }
            totalCents={line.lineTotalCents}
          />
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 tabular-nums">
        <Amount label={t("checkout.order.subtotal")} value={formatPrice(order.subtotalCents)} />
        {order.discountCents > 0 && (
          <Amount
            label={t("checkout.order.discount", { code: order.couponCode ?? "" })}
            value={`−${formatPrice(order.discountCents)}`}
          />
        )}
        <Amount
          label={t("checkout.order.shipping")}
          value={order.shippingCents === 0 ? t("checkout.order.free") : formatPrice(order.shippingCents)}
        />
        {order.extras?.giftWrapped && (
          <Amount
            label={t("checkoutExtras.breakdown.giftWrap")}
            value={feeText(order.extras.giftWrapCents)}
          />
        )}
        {order.extras?.insulated && (
          <Amount
            label={t("checkoutExtras.breakdown.insulation")}
            value={feeText(order.extras.insulationCents)}
          />
        )}
        <div className="flex justify-between border-t border-line pt-3 text-lg font-bold">
          <dt>{t("checkout.order.total")}</dt>
          <dd>{formatPrice(order.totalCents)}</dd>
        </div>
        {(order.giftCardCents ?? 0) > 0 && (
          <>
            <Amount
              label={t("giftCards.breakdown.paidByGiftCard")}
              value={`−${formatPrice(order.giftCardCents!)}`}
            />
            <Amount
              label={t("giftCards.breakdown.paidByCard")}
              value={formatPrice(order.totalCents - order.giftCardCents!)}
            />
          </>
        )}
      </dl>
    </section>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
