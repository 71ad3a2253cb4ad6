import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { OrderLineRow } from "./OrderLineRow";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { formatPrice } from "~/lib/money";
import type { OrderView } from "~/modules/orders/order-view.server";
import { paymentResultOf } from "./payment-result";

/**
 * The order confirmation (issue 4, item 5): thanks, number, status, the lines with their prices
 * as bought, the amounts, where it ships and the e-mail that gets the receipt.
 */
export function OrderDetails({
  order,
  addressAction,
}: {
  order: OrderView;
  /** Shown under the address and e-mail (the confirmation's "Save this address"). */
  addressAction?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const placed = new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(order.createdAt));
  const address = order.shippingAddress;
  // Thanks only for an order that is paid; an unpaid or cancelled one says so plainly.
  const payment = paymentResultOf(order.status, order.paymentError);
  const country =
    new Intl.DisplayNames([language], { type: "region" }).of(address.country) ?? address.country;

  return (
    <div className="page-container max-w-4xl py-10 sm:py-14">
      <div className="text-center">
        {payment === "paid" ? (
          <CircleCheck className="mx-auto size-14 text-mint-ink dark:text-green-400" aria-hidden="true" />
        ) : payment === "failed" ? (
          <CircleAlert className="mx-auto size-14 text-cherry-ink dark:text-red-300" aria-hidden="true" />
        ) : (
          <Clock className="mx-auto size-14 text-amber-ink dark:text-amber-300" aria-hidden="true" />
        )}
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          {payment === "paid"
            ? t("checkout.order.thanks")
            : t("checkout.order.heading", { number: order.number })}
        </h1>
        <p className="mt-3 text-ink-muted">
          {payment === "paid"
            ? t("checkout.order.intro", { email: order.email })
            : payment === "failed"
              ? t("checkout.order.failedIntro")
              : t("checkout.order.waitingIntro")}
        </p>
        {payment !== "paid" && (
          <Link to="/checkout" className="button-secondary mt-6">
            {t("checkout.paymentResult.backToCheckout")}
          </Link>
        )}
      </div>

      <dl className="mt-8 grid gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:grid-cols-3 sm:p-6">
        <Fact label={t("checkout.order.number")}>
          <span className="font-mono">{order.number}</span>
        </Fact>
        <Fact label={t("checkout.order.status")}>{t(`checkout.order.statuses.${order.status}`)}</Fact>
        <Fact label={t("checkout.order.placed")}>{placed}</Fact>
      </dl>

      <section
        aria-labelledby="order-items"
        className="mt-8 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
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
          <div className="flex justify-between border-t border-line pt-3 text-lg font-bold">
            <dt>{t("checkout.order.total")}</dt>
            <dd>{formatPrice(order.totalCents)}</dd>
          </div>
        </dl>
      </section>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section
          aria-labelledby="order-address"
          className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
        >
          <h2 id="order-address" className="text-lg font-semibold">
            {t("checkout.order.shippingAddress")}
          </h2>
          <address className="mt-2 text-ink-muted not-italic">
            {address.firstName} {address.lastName}
            <br />
            {address.address}
            <br />
            {[address.city, address.state, address.zipCode].filter(Boolean).join(", ")}
            <br />
            {country}
          </address>
        </section>
        <section
          aria-labelledby="order-email"
          className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
        >
          <h2 id="order-email" className="text-lg font-semibold">
            {t("checkout.order.email")}
          </h2>
          <p className="mt-2 break-all text-ink-muted">{order.email}</p>
        </section>
      </div>

      {addressAction}

      <div className="mt-10 text-center">
        <Link to="/products" className="button-primary">
          {t("checkout.order.keepShopping")}
        </Link>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
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
