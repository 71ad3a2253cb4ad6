import { LineNoticeList } from "~/components/cart/LineNoticeList";
import { OrderLineRow } from "~/components/orders/OrderLineRow";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { CartItem } from "~/modules/cart/cart-line";
import type { LineNotices } from "~/modules/cart/quote";

/**
 * Checkout's list of what is being bought: image, name, "Qty: n" and the line total, with what
 * the cart's refresh found about each line (as the cart page says it): a line that can no longer
 * be bought is marked and not counted.
 */
export function OrderSummary({ items, notices }: { items: readonly CartItem[]; notices: LineNotices }) {
  const { t } = useAccountAreaTranslation();
  return (
    <section aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="text-xl font-semibold">
        {t("checkout.summary.heading")}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <OrderLineRow
            key={item.productId}
            size="sm"
            imageUrl={item.imageUrl}
            name={item.name}
            detail={t("checkout.summary.quantity", { count: item.quantity })}
            totalCents={item.priceCents * item.quantity}
            notice={<LineNoticeList notice={notices[item.productId]} />}
            counted={!notices[item.productId]?.unavailable}
          />
        ))}
      </ul>
    </section>
  );
}
