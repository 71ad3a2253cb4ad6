import { useId } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import { Toggle } from "./GiftOptions";

/**
 * Warm-weather shipping (decision 075): in the insulation months, a cart holding heat-sensitive
 * products says which, and offers insulated packaging with cold packs for its fee (the server
 * charges it only when it is offered).
 */
export function InsulationOffer({
  productNames,
  feeCents,
  insulated,
  onChange,
  disabled,
}: {
  /** The heat-sensitive products of the cart. */
  productNames: readonly string[];
  feeCents: number;
  insulated: boolean;
  onChange: (insulated: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  return (
    <fieldset
      disabled={disabled}
      className="min-w-0 rounded-xl border border-berry/30 bg-berry/5 p-4 sm:p-5 dark:border-blue-300/25 dark:bg-berry/10"
      data-testid="insulation-offer"
    >
      <legend className="sr-only">{t("checkoutExtras.insulation.heading")}</legend>
      <p className="flex items-center gap-2 font-display text-lg font-semibold" aria-hidden="true">
        <SpriteIcon name="snowflake" className="size-5 text-berry dark:text-blue-300" />
        {t("checkoutExtras.insulation.heading")}
      </p>
      <p className="mt-2 text-sm">
        {t("checkoutExtras.insulation.notice", { names: productNames.join(", ") })}
      </p>
      <div className="mt-4">
        <Toggle
          id={`${id}-insulated`}
          checked={insulated}
          onChange={onChange}
          label={t("checkoutExtras.insulation.offer")}
          fee={t("checkoutExtras.fee", { amount: formatPrice(feeCents) })}
          hint={t("checkoutExtras.insulation.hint")}
          emphasis
        />
      </div>
    </fieldset>
  );
}
