import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import type { OrderView } from "~/modules/orders/order-view.server";
import { Fact } from "./Fact";
import { formatOrderDate } from "./order-dates";
import { OrderItemsCard } from "./OrderItemsCard";
import { OrderExtrasCard } from "./OrderExtrasCard";
import { paymentResultOf } from "./payment-result";
import { ShippingAddressCard } from "./ShippingAddressCard";
import { InvoiceLink } from "./InvoiceLink";
import { offersBuyAgain } from "~/modules/cart/buy-again-plan";
import { BuyAgainButton } from "./BuyAgainButton";

/**
 * The order confirmation (issue 4, item 5): thanks, number, status, the lines with their prices
 * as bought, the amounts, where it ships and the e-mail that gets the receipt. Once paid, "Buy
 * again" and the invoice (issue 30).
 */
export function OrderDetails({
  order,
  addressAction,
  invoiceToken,
  returns,
  giftCards,
}: {
  order: OrderView;
  /** The gift cards it bought, each code shown once (decision 093). */
  giftCards?: React.ReactNode;
  /** The order's returns (issue 30): ask for one, and each request's status. */
  returns?: React.ReactNode;
  /** The receipt link's token, when the page was opened by it: the invoice's link carries it. */
  invoiceToken?: string | null;
  /** Shown under the address and e-mail (the confirmation's "Save this address"). */
  addressAction?: React.ReactNode;
}) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const placed = formatOrderDate(order.createdAt, language);
  // Thanks only for an order that is paid; an unpaid or cancelled one says so plainly.
  const payment = paymentResultOf(order.status, order.paymentError);

  return (
    <div className="page-container max-w-4xl py-10 sm:py-14">
      <div className="text-center">
        {payment === "paid" ? (
          <SpriteIcon name="circle-check" className="mx-auto size-14 text-mint-ink dark:text-green-400" />
        ) : payment === "failed" ? (
          <SpriteIcon
            name="circle-exclamation-point"
            className="mx-auto size-14 text-cherry-ink dark:text-red-300"
          />
        ) : (
          <SpriteIcon name="clock" className="mx-auto size-14 text-amber-ink dark:text-amber-300" />
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

      {offersBuyAgain(order.status) ? (
        <div className="mt-6">
          <BuyAgainButton centered>
            {order.hasInvoice && <InvoiceLink number={order.number} token={invoiceToken} />}
          </BuyAgainButton>
        </div>
      ) : (
        order.hasInvoice && (
          <div className="mt-6 flex justify-center">
            <InvoiceLink number={order.number} token={invoiceToken} />
          </div>
        )
      )}

      <dl className="mt-8 grid gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:grid-cols-3 sm:p-6">
        <Fact label={t("checkout.order.number")}>
          <span className="font-mono">{order.number}</span>
        </Fact>
        <Fact label={t("checkout.order.status")}>{t(`checkout.order.statuses.${order.status}`)}</Fact>
        <Fact label={t("checkout.order.placed")}>{placed}</Fact>
      </dl>

      <div className="mt-8">
        <OrderItemsCard order={order} />
        <OrderExtrasCard extras={order.extras} className="mt-8" />
      </div>

      {giftCards && <div className="mt-8">{giftCards}</div>}

      {returns && <div className="mt-8">{returns}</div>}

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <ShippingAddressCard address={order.shippingAddress} />
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
