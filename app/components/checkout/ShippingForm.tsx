import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ContactField } from "~/components/pages/ContactField";
import type { ShippingDetails, ShippingField } from "./shipping-details";

interface ShippingFormProps {
  details: ShippingDetails;
  onChange: (field: ShippingField, value: string) => void;
  /** Fields to mark as missing (after Prepare Payment found them blank). */
  missing: readonly ShippingField[];
  disabled: boolean;
}

type TextField = Exclude<ShippingField, "country">;

const FIELDS: { field: TextField; autoComplete: string; type?: string; required: boolean; wide?: boolean }[] =
  [
    { field: "firstName", autoComplete: "given-name", required: true },
    { field: "lastName", autoComplete: "family-name", required: true },
    { field: "email", autoComplete: "email", type: "email", required: true },
    { field: "phone", autoComplete: "tel", type: "tel", required: false },
    { field: "address", autoComplete: "street-address", required: true, wide: true },
    { field: "city", autoComplete: "address-level2", required: true },
    { field: "state", autoComplete: "address-level1", required: false },
    { field: "zipCode", autoComplete: "postal-code", required: true },
  ];

/** Spec section 2, Checkout: the shipping form, labels above fields, in one or two columns. */
export function ShippingForm({ details, onChange, missing, disabled }: ShippingFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
      <legend className="mb-4 font-display text-xl font-semibold">{t("checkout.shipping.heading")}</legend>
      {FIELDS.map(({ field, autoComplete, type = "text", required, wide }) => (
        <div key={field} className={wide ? "sm:col-span-2" : undefined}>
          <ContactField
            id={`${id}-${field}`}
            label={t(`checkout.shipping.${field}`)}
            error={missing.includes(field) ? t("checkout.shipping.required") : undefined}
          >
            {(control) => (
              <input
                {...control}
                name={field}
                type={type}
                required={required}
                autoComplete={autoComplete}
                value={details[field]}
                onChange={(event) => onChange(field, event.currentTarget.value)}
              />
            )}
          </ContactField>
        </div>
      ))}
      <ContactField id={`${id}-country`} label={t("checkout.shipping.country")}>
        {(control) => (
          <select
            {...control}
            name="country"
            autoComplete="country"
            value={details.country}
            onChange={(event) => onChange("country", event.currentTarget.value)}
          >
            <option value="US">{t("checkout.shipping.countries.US")}</option>
          </select>
        )}
      </ContactField>
    </fieldset>
  );
}
