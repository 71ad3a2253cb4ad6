import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useRootData } from "~/components/layout/use-root-data";
import type { PostalAddress } from "~/db/schema";
import { addressCountryName } from "~/lib/countries";

/**
 * Where an order ships, with the country named in the page's language; an order of gift cards
 * alone ships nothing (its address is the buyer's name only).
 */
export function ShippingAddressCard({ address }: { address: PostalAddress }) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const country = addressCountryName(address.country, language);
  return (
    <section
      aria-labelledby="order-address"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-address" className="text-lg font-semibold">
        {t("checkout.order.shippingAddress")}
      </h2>
      {!address.address ? (
        <p className="mt-2 text-ink-muted">
          {address.firstName} {address.lastName}
          <br />
          {t("giftCards.bought.nothingToShip")}
        </p>
      ) : (
        <address className="mt-2 text-ink-muted not-italic">
          {address.firstName} {address.lastName}
          <br />
          {address.address}
          <br />
          {[address.city, address.state, address.zipCode].filter(Boolean).join(", ")}
          <br />
          {country}
        </address>
      )}
    </section>
  );
}
