import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { formatPrice } from "~/lib/money";
import type {
  OrderHistoryPage as HistoryPage,
  OrderSummaryView,
} from "~/modules/orders/order-history.server";
import { formatOrderDate } from "./order-dates";
import { OrderStatusBadge } from "./OrderStatusBadge";

/** /orders: the signed-in shopper's orders, newest first, a page at a time; or the spec's empty state. */
export function OrderHistoryPage({ history }: { history: HistoryPage }) {
  const { t } = useAccountAreaTranslation();
  if (history.total === 0) return <NoOrders />;
  return (
    <div className="page-container max-w-4xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("orders.heading")}</h1>
      <p className="mt-2 text-ink-muted">{t("orders.count", { count: history.total })}</p>
      <ul className="mt-8 space-y-4">
        {history.orders.map((order) => (
          <OrderRow key={order.number} order={order} />
        ))}
      </ul>
      <Pagination
        page={history.page}
        pageCount={history.pageCount}
        href={(page) => (page === 1 ? "/orders" : `/orders?page=${page}`)}
      />
    </div>
  );
}

/**
 * One order: its number is the link, stretched over the whole row (as on product cards), so the
 * row is one click target with a short accessible name.
 */
function OrderRow({ order }: { order: OrderSummaryView }) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  return (
    <li className="relative flex items-center gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm transition hover:border-accent/60 hover:shadow-md focus-within:border-accent/60 sm:p-5">
      <div className="grid min-w-0 flex-1 gap-x-6 gap-y-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <Link
              to={`/orders/${order.number}`}
              className="font-mono text-lg font-semibold outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-accent focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus)"
            >
              {order.number}
            </Link>
            <OrderStatusBadge status={order.status} />
          </h2>
          <p className="text-sm text-ink-muted">
            {t("orders.placed", { date: formatOrderDate(order.createdAt, language) })} ·{" "}
            {t("orders.items", { count: order.itemCount })}
          </p>
        </div>
        <p className="text-lg font-bold tabular-nums sm:text-right">{formatPrice(order.totalCents)}</p>
      </div>
      <SpriteIcon name="chevron-right" className="size-5 shrink-0 text-ink-muted" />
    </li>
  );
}

/** The spec's empty state of /orders. */
function NoOrders() {
  const { t } = useAccountAreaTranslation();
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("orders.heading")}</h1>
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
          <SpriteIcon name="package" className="size-10 text-accent" />
        </span>
        <h2 className="text-2xl font-bold">{t("orders.empty")}</h2>
        <p className="text-lg text-ink-muted">{t("orders.emptyMessage")}</p>
        <Link to="/products" className="button-primary mt-2">
          {t("orders.startShopping")}
        </Link>
      </div>
    </div>
  );
}
