import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Field } from "~/components/ui/Field";
import { SHIPPING_COUNTRIES } from "~/modules/checkout/address-schema";
import type { ShippingField } from "./shipping-details";

/** How each field of an address is typed in: its autocomplete token, keyboard, and whether required. */
const INPUTS: Record<
  Exclude<ShippingField, "country">,
  { autoComplete: string; type: string; required: boolean }
> = {
  firstName: { autoComplete: "given-name", type: "text", required: true },
  lastName: { autoComplete: "family-name", type: "text", required: true },
  email: { autoComplete: "email", type: "email", required: true },
  phone: { autoComplete: "tel", type: "tel", required: false },
  address: { autoComplete: "street-address", type: "text", required: true },
  city: { autoComplete: "address-level2", type: "text", required: true },
  state: { autoComplete: "address-level1", type: "text", required: false },
  zipCode: { autoComplete: "postal-code", type: "text", required: true },
};

interface AddressInputProps {
  id: string;
  field: ShippingField;
  value: string;
  onChange: (field: ShippingField, value: string) => void;
  /** The field's problem, in the page's language. */
  error?: string;
}

/**
 * One field of a postal address (the checkout's shipping form and the saved-address form):
 * the label above, the translated problem under it, tied to the control for screen readers.
 */
export function AddressInput({ id, field, value, onChange, error }: AddressInputProps) {
  const { t } = useAccountAreaTranslation();
  return (
    <Field id={id} label={t(`checkout.shipping.${field}`)} error={error}>
      {(control) =>
        field === "country" ? (
          <select
            {...control}
            name="country"
            autoComplete="country"
            value={value}
            onChange={(event) => onChange("country", event.currentTarget.value)}
          >
            {SHIPPING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`checkout.shipping.countries.${code}`)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            name={field}
            type={INPUTS[field].type}
            required={INPUTS[field].required}
            autoComplete={INPUTS[field].autoComplete}
            value={value}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        )
      }
    </Field>
  );
}
