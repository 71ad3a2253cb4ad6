import { useRootData } from "~/components/layout/use-root-data";
import type { PostalAddress } from "~/db/schema";
import { addressCountryName } from "~/lib/countries";

/** A postal address as people read it: who, street, city line, country (in the page's language). */
export function AddressLines({ address }: { address: PostalAddress & { phone?: string } }) {
  const { language } = useRootData();
  const country = addressCountryName(address.country, language);
  return (
    <span className="block not-italic">
      <span className="block font-semibold text-ink">
        {address.firstName} {address.lastName}
      </span>
      {/* An order of gift cards alone has no postal address: the name only. */}
      {address.address && (
        <>
          <span className="block text-ink-muted">{address.address}</span>
          <span className="block text-ink-muted">
            {[address.city, address.state, address.zipCode].filter(Boolean).join(", ")}
          </span>
          <span className="block text-ink-muted">{country}</span>
        </>
      )}
      {address.phone && <span className="block text-ink-muted">{address.phone}</span>}
    </span>
  );
}
