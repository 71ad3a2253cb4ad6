import { ArrowLeft } from "lucide-react";
import { DetailFact } from "../AdminList";
import { Link } from "~/components/ui/Link";
import { AddressLines } from "~/components/account/AddressLines";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate, formatOrderTime } from "~/components/orders/order-dates";
import { OrderItemsCard } from "~/components/orders/OrderItemsCard";
import { OrderExtrasCard } from "~/components/orders/OrderExtrasCard";
import { PackingSlipLink } from "./PackingSlipLink";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge";
import type { AdminOrderDetail } from "~/modules/admin/orders/order-detail.server";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { AdminStatusHistory } from "./AdminStatusHistory";
import { OrderStatusActions } from "./OrderStatusActions";
import { hasInvoice } from "~/modules/orders/invoice-rules";
import { AdminInvoiceLink } from "./AdminInvoiceLink";
import type { AdminOrderReturns } from "~/modules/returns/returns.server";
import { OrderReturnsCard } from "../returns/OrderReturnsCard";

export const panel = "rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6";

/** /admin/orders/:number: what was bought, by whom, how it was paid, its history and next step. */
export function OrderDetailPage({
  order,
  returns = null,
}: {
  order: AdminOrderDetail;
  /** Its return requests, and what it replaces (issue 30). */
  returns?: AdminOrderReturns | null;
}) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const time = (iso: string | null) => (iso ? formatOrderTime(iso, language) : null);

  return (
    <>
      <Link
        to="/admin/orders"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("orders.detail.back")}
      </Link>
      <AdminPageHeader
        title={t("orders.detail.title", { number: order.number })}
        subtitle={t("orders.detail.placed", { date: formatOrderDate(order.createdAt, language) })}
        actions={
          <>
            <OrderStatusBadge status={order.status} />
            <PackingSlipLink number={order.number} />
            {hasInvoice({ status: order.status, paidAt: order.payment.paidAt }) && (
              <AdminInvoiceLink number={order.number} />
            )}
          </>
        }
      />

      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <OrderStatusActions order={order} />
          <OrderItemsCard order={order} />
          <OrderExtrasCard extras={order.extras} />
          <AdminStatusHistory events={order.history} />
        </div>

        <div className="min-w-0 space-y-6">
          <OrderReturnsCard returns={returns} />
          <section aria-labelledby="order-customer" className={panel}>
            <h2 id="order-customer" className="text-lg font-semibold">
              {t("orders.detail.customer")}
            </h2>
            <dl className="mt-3 space-y-3">
              <DetailFact label={t("orders.detail.email")}>
                <a href={`mailto:${order.email}`} className="break-all text-accent hover:underline">
                  {order.email}
                </a>
              </DetailFact>
              <DetailFact label={t("orders.detail.phone")}>
                {order.phone ?? t("orders.detail.none")}
              </DetailFact>
              <DetailFact label={t("orders.detail.account")}>
                {order.customer
                  ? `${order.customer.name} (${order.customer.email})`
                  : t("orders.detail.guest")}
              </DetailFact>
              <DetailFact label={t("orders.detail.language")}>
                {order.language === "es" ? t("orders.detail.languages.es") : t("orders.detail.languages.en")}
              </DetailFact>
            </dl>
          </section>

          <section aria-labelledby="order-addresses" className={panel}>
            <h2 id="order-addresses" className="sr-only">
              {t("orders.detail.shippingAddress")}
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
              <DetailFact label={t("orders.detail.shippingAddress")}>
                <address className="not-italic">
                  <AddressLines address={order.shippingAddress} />
                </address>
              </DetailFact>
              <DetailFact label={t("orders.detail.billingAddress")}>
                <address className="not-italic">
                  <AddressLines address={order.billingAddress} />
                </address>
              </DetailFact>
            </dl>
          </section>

          <section aria-labelledby="order-payment" className={panel}>
            <h2 id="order-payment" className="text-lg font-semibold">
              {t("orders.detail.payment")}
            </h2>
            <dl className="mt-3 space-y-3">
              <DetailFact label={t("orders.detail.provider")}>
                {order.payment.provider === "stripe"
                  ? t("orders.detail.providers.stripe")
                  : order.payment.provider === "replacement"
                    ? t("orders.detail.providers.replacement")
                    : t("orders.detail.providers.sandbox")}
              </DetailFact>
              {order.payment.paymentId && (
                <DetailFact label={t("orders.detail.paymentId")}>
                  <code className="text-sm break-all">{order.payment.paymentId}</code>
                </DetailFact>
              )}
              <DetailFact label={t("orders.detail.paidAt")}>
                {time(order.payment.paidAt) ?? t("orders.detail.notPaid")}
              </DetailFact>
              {order.couponCode && (
                <DetailFact label={t("orders.detail.discount")}>
                  {t("orders.detail.coupon", { code: order.couponCode })}
                </DetailFact>
              )}
              {order.payment.refundedAt && (
                <DetailFact label={t("orders.detail.refundedAt")}>
                  {time(order.payment.refundedAt)}
                </DetailFact>
              )}
              {order.payment.refundId && (
                <DetailFact label={t("orders.detail.refundId")}>
                  <code className="text-sm break-all">{order.payment.refundId}</code>
                </DetailFact>
              )}
              {order.payment.error && (
                <DetailFact label={t("orders.detail.paymentProblem")}>{order.payment.error}</DetailFact>
              )}
            </dl>
          </section>

          {order.shipment && (
            <section aria-labelledby="order-shipment" className={panel}>
              <h2 id="order-shipment" className="text-lg font-semibold">
                {t("orders.detail.shipment")}
              </h2>
              <dl className="mt-3 space-y-3">
                <DetailFact label={t("orders.detail.carrier")}>{order.shipment.carrier}</DetailFact>
                <DetailFact label={t("orders.detail.trackingNumber")}>
                  <code className="text-sm break-all">{order.shipment.trackingNumber}</code>
                </DetailFact>
              </dl>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
