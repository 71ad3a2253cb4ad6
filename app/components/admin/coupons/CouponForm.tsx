import { useState, type FormEvent } from "react";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { centsToDollars } from "~/lib/money";
import { useFormAnswer } from "~/lib/forms/use-form-answer";
import { useFetcher } from "react-router";
import { Field } from "~/components/ui/Field";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { CouponType } from "~/db/schema/catalogue";
import type { CouponActionResult } from "~/modules/admin/coupons/coupon-results";
import { COUPON_FIELDS, expiryDay, validateCoupon } from "~/modules/admin/coupons/coupon-schema";
import type { CouponView } from "~/modules/admin/coupons/coupon-view";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * A coupon's terms: checked in the browser with the action's schema before sending, and by the
 * server after (its problems, such as a code already taken, show under their fields). The
 * first field with a problem takes the focus; a field is checked again as it is corrected (the
 * form kit, decision 045).
 */
export function CouponForm({ coupon }: { coupon: CouponView | null }) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<CouponActionResult>({ key: `coupon-form-${coupon?.id ?? "new"}` });
  const busy = fetcher.state !== "idle";
  const result = useFormAnswer(fetcher.data, (answer) => answer.intent === "save");
  const currentExpiresOn = coupon ? expiryDay(coupon.expiresAt) : undefined;
  const { errors, errorOf, valueOf, formProps } = useCheckedForm({
    fields: COUPON_FIELDS,
    validate: (form) => validateCoupon(form, { now: new Date(), currentExpiresOn }),
    answer: result,
    message: (code) => t(`coupons.errors.${code}`),
    // The value's rule follows the type: a percentage or an amount.
    linked: { discountType: ["discountValue"] },
  });
  const initialType = valueOf("discountType", coupon?.discountType ?? "percentage") as CouponType;
  const [type, setType] = useState(initialType);

  function change(event: FormEvent<HTMLFormElement>) {
    const control = event.target as HTMLInputElement;
    if (control.name === "discountType") setType(control.value as CouponType);
    formProps.onChange(event);
  }

  const percent = type === "percentage";

  return (
    <fetcher.Form {...formProps} onChange={change} method="post" className="space-y-5">
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            id="coupon-code"
            label={t("coupons.form.code")}
            error={errorOf("code")}
            hint={t("coupons.form.codeHint")}
          >
            {(control) => (
              <input
                {...control}
                className={`${control.className} font-mono uppercase`}
                name="code"
                defaultValue={valueOf("code", coupon?.code ?? "")}
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
              />
            )}
          </Field>
        </div>

        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.discountType ? "coupon-type-error" : undefined}
        >
          <legend className="text-sm font-semibold">{t("coupons.form.discountType")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(["percentage", "fixed_amount"] as const).map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-500 bg-surface px-4 py-2.5 has-checked:border-accent has-checked:ring-1 has-checked:ring-accent"
              >
                <input
                  type="radio"
                  name="discountType"
                  value={value}
                  defaultChecked={initialType === value}
                  className="size-4 accent-accent"
                />
                {value === "percentage" ? t("coupons.form.percentage") : t("coupons.form.fixedAmount")}
              </label>
            ))}
          </div>
          {errors.discountType && (
            <p id="coupon-type-error" className="mt-1.5 text-sm text-cherry-ink dark:text-red-300">
              {errorOf("discountType")}
            </p>
          )}
        </fieldset>

        <Field
          id="coupon-value"
          label={percent ? t("coupons.form.percentValue") : t("coupons.form.amountValue")}
          error={errorOf("discountValue")}
          hint={percent ? t("coupons.form.percentHint") : t("coupons.form.amountHint")}
        >
          {(control) => (
            <input
              {...control}
              name="discountValue"
              inputMode={percent ? "numeric" : "decimal"}
              defaultValue={valueOf(
                "discountValue",
                coupon
                  ? coupon.discountType === "percentage"
                    ? String(coupon.discountValue)
                    : centsToDollars(coupon.discountValue)
                  : "",
              )}
            />
          )}
        </Field>

        <Field
          id="coupon-minimum"
          label={t("coupons.form.minimumOrder")}
          error={errorOf("minimumOrder")}
          hint={t("coupons.form.minimumHint")}
        >
          {(control) => (
            <input
              {...control}
              name="minimumOrder"
              inputMode="decimal"
              defaultValue={valueOf(
                "minimumOrder",
                coupon && coupon.minimumOrderCents > 0 ? centsToDollars(coupon.minimumOrderCents) : "",
              )}
            />
          )}
        </Field>

        <Field
          id="coupon-expires"
          label={t("coupons.form.expiresOn")}
          error={errorOf("expiresOn")}
          hint={t("coupons.form.expiresHint")}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              name="expiresOn"
              defaultValue={valueOf("expiresOn", currentExpiresOn ?? "")}
            />
          )}
        </Field>

        <Field
          id="coupon-limit"
          label={t("coupons.form.usageLimit")}
          error={errorOf("usageLimit")}
          hint={
            coupon
              ? `${t("coupons.form.usageHint")} ${t("coupons.form.timesUsed", { count: coupon.timesUsed })}`
              : t("coupons.form.usageHint")
          }
        >
          {(control) => (
            <input
              {...control}
              name="usageLimit"
              inputMode="numeric"
              defaultValue={valueOf(
                "usageLimit",
                coupon?.usageLimit === null || !coupon ? "" : String(coupon.usageLimit),
              )}
            />
          )}
        </Field>
      </fieldset>

      {!busy && result?.status === "not-found" && <ErrorAlert>{t("coupons.form.notFound")}</ErrorAlert>}

      <SubmitButton
        busy={busy}
        icon="save"
        label={coupon ? t("frame.save") : t("coupons.form.create")}
        busyLabel={coupon ? t("frame.saving") : t("coupons.form.creating")}
      />
    </fetcher.Form>
  );
}
