import { useId } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { AddressInput } from "./AddressInput";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import {
  BUYER_FIELDS,
  type ShippingDetails,
  type ShippingErrors,
  type ShippingField,
} from "./shipping-details";
import { SHIPPING_FIELDS } from "~/modules/checkout/checkout-schema";

interface ShippingFormProps {
  details: ShippingDetails;
  onChange: (field: ShippingField, value: string) => void;
  /** Each field's problem, shown under it (after Prepare Payment checked the form). */
  errors: ShippingErrors;
  disabled: boolean;
  /**
   * Nothing to ship (gift cards alone): the buyer's name, e-mail and phone only, under "Your
   * details".
   */
  buyerOnly?: boolean;
}

const WIDE: readonly ShippingField[] = ["address"];

/** Spec section 2, Checkout: the shipping form, labels above fields, in one or two columns. */
export function ShippingForm({ details, onChange, errors, disabled, buyerOnly = false }: ShippingFormProps) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const fields: readonly ShippingField[] = buyerOnly ? BUYER_FIELDS : SHIPPING_FIELDS;
  return (
    <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
      <legend className="mb-4 font-display text-xl font-semibold">
        {buyerOnly ? t("giftCards.bought.buyerHeading") : t("checkout.shipping.heading")}
      </legend>
      {buyerOnly && (
        <p className="-mt-2 flex items-start gap-2 text-sm text-ink-muted sm:col-span-2">
          <SpriteIcon name="mail" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t("giftCards.bought.buyerHint")}
        </p>
      )}
      {fields.map((field) => (
        <div key={field} className={WIDE.includes(field) ? "sm:col-span-2" : undefined}>
          <AddressInput
            id={`${id}-${field}`}
            field={field}
            value={details[field]}
            onChange={onChange}
            error={errors[field] && t(`checkout.shipping.errors.${errors[field]}`)}
          />
        </div>
      ))}
    </fieldset>
  );
}
