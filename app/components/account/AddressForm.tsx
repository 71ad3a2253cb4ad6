import { useEffect, useId, useState } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { FetcherWithComponents } from "react-router";
import { AddressInput } from "~/components/checkout/AddressInput";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { AddressActionResult } from "~/modules/accounts/address-results";
import type { SavedAddress } from "~/modules/accounts/saved-address";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { useFormAnswer } from "~/lib/forms/use-form-answer";
import {
  ADDRESS_FIELDS,
  DEFAULT_COUNTRY,
  validateAddress,
  type AddressField,
} from "~/modules/checkout/address-schema";

type Values = Record<AddressField, string>;

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  country: DEFAULT_COUNTRY,
};

const WIDE: readonly AddressField[] = ["address"];

interface AddressFormProps {
  fetcher: FetcherWithComponents<AddressActionResult>;
  /** The address being edited; null for a new one. */
  address: SavedAddress | null;
  /** A new address's first values (the shopper's own name and phone). */
  initial?: Partial<Values>;
  onCancel: () => void;
}

/**
 * A saved address's form: the checkout's fields and rules (one shared schema), checked in the
 * browser before sending and by the server after. Its first field takes the focus.
 */
export function AddressForm({ fetcher, address, initial, onCancel }: AddressFormProps) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...(address ?? initial) }));
  const intent = address ? "update" : "create";
  const busy = fetcher.state !== "idle";
  // The fetcher outlives the form: an answer from before this form opened is not its own.
  const [earlier] = useState(fetcher.data);
  const result = useFormAnswer(
    fetcher.data !== earlier ? fetcher.data : undefined,
    (answer) => answer.intent === intent,
  );
  const { formRef, errorOf, formProps } = useCheckedForm({
    fields: ADDRESS_FIELDS,
    validate: validateAddress,
    answer: result,
    message: (code) => t(`checkout.shipping.errors.${code}`),
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
  }, [formRef]);

  const change = (field: AddressField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-accent/40 bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {address ? t("accountPage.addresses.editHeading") : t("accountPage.addresses.addHeading")}
      </h2>
      <fetcher.Form
        {...formProps}
        method="post"
        // Escape cancels, as it closes the shop's dialogs.
        onKeyDown={(event) => {
          if (event.key === "Escape" && !busy) onCancel();
        }}
        className="mt-6 space-y-5"
      >
        <input type="hidden" name="intent" value={intent} />
        {address && <input type="hidden" name="id" value={address.id} />}
        <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
          {ADDRESS_FIELDS.map((field) => (
            <div key={field} className={WIDE.includes(field) ? "sm:col-span-2" : undefined}>
              <AddressInput
                id={`${id}-${field}`}
                field={field}
                value={values[field]}
                onChange={(name, value) => change(name as AddressField, value)}
                error={errorOf(field)}
              />
            </div>
          ))}
        </fieldset>
        {!busy && result?.status === "limit" && (
          <ErrorAlert>{t("accountPage.addresses.limit", { max: result.max })}</ErrorAlert>
        )}
        {!busy && result?.status === "not-found" && (
          <ErrorAlert>{t("accountPage.addresses.notFound")}</ErrorAlert>
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={busy}
            icon="save"
            label={t("accountPage.addresses.save")}
            busyLabel={t("accountPage.addresses.saving")}
          />
          <button type="button" onClick={onCancel} disabled={busy} className="button-secondary">
            {t("accountPage.addresses.cancel")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
