import { Link } from "~/components/ui/Link";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge";
import type { OrderStatus } from "~/db/schema";
import { formatPrice } from "~/lib/money";

/** An order in a short list (`<ul className="divide-y …">`): its number linking to it, `note` under it, status and total. */
export function AdminOrderRow({
  order,
  note,
}: {
  order: { number: string; status: OrderStatus; totalCents: number };
  note: string;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <Link
          to={`/admin/orders/${order.number}`}
          className="font-mono font-semibold hover:text-accent hover:underline"
        >
          {order.number}
        </Link>
        <p className="truncate text-sm text-ink-muted">{note}</p>
      </div>
      <div className="flex items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="font-semibold tabular-nums">{formatPrice(order.totalCents)}</span>
      </div>
    </li>
  );
}
