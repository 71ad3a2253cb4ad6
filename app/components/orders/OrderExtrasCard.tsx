import { OrderCard } from "~/components/orders/OrderCard";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { OrderExtrasView } from "~/modules/orders/order-extras";

/**
 * The gift and the packaging of an order (decision 075): for whom, the message, whether the
 * packing slip hides the prices, gift wrap, insulated packaging. Nothing for an order without
 * them. On the order's pages and the admin's.
 */
export function OrderExtrasCard({ extras, className }: { extras: OrderExtrasView; className?: string }) {
  const { t } = useAccountAreaTranslation();
  if (!extras.gift && !extras.insulated) return null;
  return (
    <OrderCard
      headingId="order-extras"
      icon={extras.gift ? "gift" : "snowflake"}
      iconClassName="text-grape dark:text-violet-300"
      heading={extras.gift ? t("checkoutExtras.order.giftHeading") : t("checkoutExtras.insulation.heading")}
      className={className}
    >
      {extras.gift && (
        <>
          <p className="mt-3 font-medium">
            {t("checkoutExtras.order.giftFor", { name: extras.gift.recipientName })}
          </p>
          {extras.gift.message ? (
            <figure className="mt-3 rounded-xl border border-dashed border-grape/40 bg-grape/5 p-4 dark:border-violet-300/30 dark:bg-violet-300/5">
              <figcaption className="text-sm font-semibold text-ink-muted">
                {t("checkoutExtras.order.message")}
              </figcaption>
              <blockquote className="mt-1 break-words whitespace-pre-line">{extras.gift.message}</blockquote>
            </figure>
          ) : (
            <p className="mt-2 text-sm text-ink-muted">{t("checkoutExtras.order.noMessage")}</p>
          )}
        </>
      )}
      <ul className="mt-3 space-y-1.5 text-sm">
        {extras.gift?.hidePrices && <Item icon="eye-off">{t("checkoutExtras.order.pricesHidden")}</Item>}
        {extras.giftWrapped && <Item icon="gift">{t("checkoutExtras.order.giftWrapped")}</Item>}
        {extras.insulated && <Item icon="snowflake">{t("checkoutExtras.order.insulated")}</Item>}
      </ul>
    </OrderCard>
  );
}

function Item({ icon, children }: { icon: "eye-off" | "gift" | "snowflake"; children: string }) {
  return (
    <li className="flex items-center gap-2">
      <SpriteIcon name={icon} className="size-4 shrink-0 text-ink-muted" />
      {children}
    </li>
  );
}
