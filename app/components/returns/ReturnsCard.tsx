import { OrderCard } from "~/components/orders/OrderCard";
import clsx from "clsx";
import { useSearchParams } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { Link } from "~/components/ui/Link";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import type { ReturnStatus } from "~/db/schema/returns";
import type { BuyerReturns, BuyerReturnView } from "~/modules/returns/returns.server";

const TONES: Record<ReturnStatus, string> = {
  requested:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  awaiting_item:
    "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:ring-violet-400/40",
  completed:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40",
  refused:
    "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/40",
};

/**
 * The order page's returns (issue 30, item 1): "Return Items" while the 30 days last, and each
 * request with its status and outcome. Nothing at all for an order that cannot be returned and
 * has no request.
 */
export function ReturnsCard({ returns, requestHref }: { returns: BuyerReturns | null; requestHref: string }) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const [params] = useSearchParams();
  if (!returns || (!returns.canAsk && returns.requests.length === 0)) return null;
  return (
    <OrderCard
      id="returns"
      headingId="order-returns"
      icon="rotate-ccw"
      heading={t("returns.card.heading")}
      className="scroll-mt-28"
    >
      {params.get("return") === "sent" && (
        <p
          role="status"
          className="mt-3 rounded-xl bg-green-100 px-3 py-2 text-sm text-green-900 dark:bg-green-400/15 dark:text-green-200"
        >
          {t("returns.card.sent")}
        </p>
      )}
      {returns.requests.length > 0 && (
        <ul className="mt-3 space-y-4">
          {returns.requests.map((request) => (
            <ReturnItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      {returns.canAsk && (
        <div className="mt-4">
          {returns.deadline && (
            <p className="text-sm text-ink-muted">
              {t("returns.card.until", { date: formatOrderDate(returns.deadline, language) })}
            </p>
          )}
          <Link
            to={requestHref}
            className="button-secondary mt-3 inline-flex w-full justify-center sm:w-auto"
          >
            <SpriteIcon name="rotate-ccw" className="size-5" />
            {t("returns.card.ask")}
          </Link>
        </div>
      )}
    </OrderCard>
  );
}

function ReturnItem({ request }: { request: BuyerReturnView }) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const amount = formatPrice(request.amountCents ?? 0);
  return (
    <li className="rounded-xl border border-line p-3" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset",
            TONES[request.status],
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          {t(`returns.card.statuses.${request.status}`)}
        </span>
        <span className="text-sm text-ink-muted">
          {t("returns.card.requested", { date: formatOrderDate(request.createdAt, language) })}
        </span>
      </div>
      <p className="mt-2 text-sm">
        <span className="font-semibold">{t("returns.card.reason")}:</span>{" "}
        {t(`returns.request.reasons.${request.reason}`)}
      </p>
      <ul className="mt-1 text-sm text-ink-muted">
        {request.lines.map((line) => (
          <li key={line.productName}>
            {line.quantity} × {line.productName}
          </li>
        ))}
      </ul>
      {request.status === "awaiting_item" && (
        <p className="mt-2 text-sm">{t("returns.card.outcome.awaiting", { amount })}</p>
      )}
      {request.status === "completed" && request.resolution && (
        <p className="mt-2 text-sm font-medium">
          {t(`returns.card.outcome.${request.resolution}`, {
            amount,
            number: request.replacementNumber ?? "",
          })}
        </p>
      )}
      {request.status === "refused" && request.refusalReason && (
        <p className="mt-2 text-sm">{t("returns.card.refusedWhy", { reason: request.refusalReason })}</p>
      )}
    </li>
  );
}
