import { useId } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import type { SavedAddress } from "~/modules/accounts/saved-address";
import { AddressLines } from "~/components/account/AddressLines";
import { showsAddress, type ShippingDetails } from "./shipping-details";

interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  details: ShippingDetails;
  onPick: (address: SavedAddress) => void;
  /** The shopper ships somewhere new: the place fields empty. */
  onOther: () => void;
  disabled: boolean;
}

const optionClass =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-line p-4 transition-colors hover:border-accent has-checked:border-accent has-checked:bg-surface-muted";

/**
 * A signed-in shopper's saved addresses above the shipping form: choosing one fills the form.
 * Which one is chosen follows the form, so editing a field afterwards lets go of it.
 */
export function SavedAddressPicker({
  addresses,
  details,
  onPick,
  onOther,
  disabled,
}: SavedAddressPickerProps) {
  const { t } = useAccountAreaTranslation();
  const name = useId();
  const chosen = addresses.find((address) => showsAddress(details, address));
  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-3">
      <legend className="mb-3 font-display text-xl font-semibold">
        {t("accountPage.savedAddresses.legend")}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <label key={address.id} className={optionClass}>
            <input
              type="radio"
              name={name}
              className="mt-1 size-4 shrink-0 accent-grape"
              checked={chosen?.id === address.id}
              onChange={() => onPick(address)}
            />
            <span className="min-w-0 text-sm">
              <AddressLines address={address} />
              {address.isDefault && (
                <span className="mt-2 inline-block rounded-full bg-grape/10 px-2.5 py-0.5 text-xs font-semibold text-accent">
                  {t("accountPage.savedAddresses.default")}
                </span>
              )}
            </span>
          </label>
        ))}
        <label className={optionClass}>
          <input
            type="radio"
            name={name}
            className="mt-1 size-4 shrink-0 accent-grape"
            checked={!chosen}
            onChange={onOther}
          />
          <span className="text-sm font-semibold">{t("accountPage.savedAddresses.other")}</span>
        </label>
      </div>
      <Link to="/addresses" className="inline-block text-sm font-semibold text-accent underline">
        {t("accountPage.savedAddresses.manage")}
      </Link>
    </fieldset>
  );
}
