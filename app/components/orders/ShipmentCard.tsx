import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { Shipment } from "~/modules/orders/tracking.server";
import { Fact } from "./Fact";
import { OrderCard } from "./OrderCard";
import { formatOrderDate } from "./order-dates";

/**
 * Where the parcel is (issue 30, item 2): the carrier and tracking number the admin recorded when
 * shipping, with a link to the carrier's own tracking page for the carriers the shop knows; before
 * that, a line saying the tracking number will come by e-mail.
 */
export function ShipmentCard({ shipment }: { shipment: Shipment | null }) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  return (
    <OrderCard headingId="order-shipment" icon="truck" heading={t("afterSale.shipment.heading")}>
      {shipment ? (
        <>
          <dl className="mt-3 space-y-3">
            <Fact label={t("afterSale.shipment.carrier")}>{shipment.carrier}</Fact>
            <Fact label={t("afterSale.shipment.trackingNumber")}>
              <span className="font-mono break-all" data-testid="tracking-number">
                {shipment.trackingNumber}
              </span>
            </Fact>
          </dl>
          <p className="mt-3 text-sm text-ink-muted">
            {t("afterSale.shipment.shippedOn", { date: formatOrderDate(shipment.shippedAt, language) })}
          </p>
          {shipment.trackingUrl && (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="button-secondary mt-4 w-full justify-center"
            >
              {t("afterSale.shipment.trackWithCarrier", { carrier: shipment.carrier })}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t("afterSale.shipment.notYet")}</p>
      )}
    </OrderCard>
  );
}
