import type { ReactNode } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { formatPrice } from "~/lib/money";
import type { OrderView } from "~/modules/orders/order-view.server";
import { RESERVATION_MINUTES } from "~/modules/checkout/reservation";
import { paymentStatusOf } from "~/modules/orders/payment-status";
import { Fact } from "./Fact";
import { formatOrderDate } from "./order-dates";
import { OrderItemsCard } from "./OrderItemsCard";
import { OrderExtrasCard } from "./OrderExtrasCard";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { ShippingAddressCard } from "./ShippingAddressCard";
import { StatusTimeline } from "./StatusTimeline";
import { showsShipment } from "~/modules/orders/shipment-shown";
import { BuyAgainButton } from "./BuyAgainButton";
import { InvoiceLink } from "./InvoiceLink";
import { ShipmentCard } from "./ShipmentCard";

/**
 * /orders/{number}: one of the shopper's orders — its lines and amounts, where it ships, how it
 * was paid (and with which coupon) and how it got to its status.
 */
export function OrderHistoryDetail({
  order,
  returns,
  giftCards,
}: {
  order: OrderView;
  /** The order's returns (issue 30): ask for one, and each request's status. */
  returns?: ReactNode;
  /** The gift cards it bought, each code shown once (decision 093). */
  giftCards?: ReactNode;
}) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const payment = paymentStatusOf(order.status, order.paidAt);

  return (
    <div className="page-container max-w-5xl py-10 sm:py-14">
      <Link
        to="/orders"
        className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-accent hover:underline"
      >
        <SpriteIcon name="chevron-left" className="size-4" />
        {t("orders.detail.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold break-words sm:text-4xl">
          {t("orders.detail.heading", { number: order.number })}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-ink-muted">
        {t("orders.detail.placed", { date: formatOrderDate(order.createdAt, language) })}
      </p>
      <div className="mt-5">
        <BuyAgainButton>{order.hasInvoice && <InvoiceLink number={order.number} />}</BuyAgainButton>
      </div>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <OrderItemsCard order={order} />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          {giftCards}
          {returns}
          <OrderExtrasCard extras={order.extras} />
          <section
            aria-labelledby="order-payment"
            className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
          >
            <h2 id="order-payment" className="text-lg font-semibold">
              {t("orders.detail.payment")}
            </h2>
            <dl className="mt-3 space-y-3">
              <Fact label={t("checkout.order.status")}>
                {payment === "paid"
                  ? t("orders.detail.paymentStatus.paid", {
                      date: formatOrderDate(order.paidAt!, language),
                    })
                  : t(`orders.detail.paymentStatus.${payment}`, {
                      count: order.holdMinutes ?? RESERVATION_MINUTES,
                    })}
              </Fact>
              <Fact label={t("orders.detail.coupon")}>
                {order.couponCode ? (
                  <span className="font-mono">{order.couponCode}</span>
                ) : (
                  t("orders.detail.noCoupon")
                )}
              </Fact>
              <Fact label={t("checkout.order.total")}>
                <span className="tabular-nums">{formatPrice(order.totalCents)}</span>
              </Fact>
              <Fact label={t("checkout.order.email")}>
                <span className="break-all">{order.email}</span>
              </Fact>
            </dl>
          </section>
          {showsShipment(order.status, order.shipment !== null) && <ShipmentCard shipment={order.shipment} />}
          <StatusTimeline events={order.history} />
          <ShippingAddressCard address={order.shippingAddress} />
        </div>
      </div>
    </div>
  );
}
