import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { PageIntro } from "~/components/pages/PageIntro";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { FormValues } from "~/lib/forms/validate";
import { formatPrice } from "~/lib/money";
import type { BalanceAnswer } from "~/modules/gift-cards/balance.server";
import { BALANCE_FIELDS, validateBalanceForm, type BalanceField } from "~/modules/gift-cards/forms";
import { GiftCardPreview } from "./GiftCardPreview";

/** `/gift-cards/balance` (decision 085): the code, then what it has left. Works without JavaScript. */
export function GiftCardBalancePage({
  answer,
}: {
  answer: (BalanceAnswer & { values?: FormValues<BalanceField> }) | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const sending = useNavigation().state === "submitting";
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const { errorOf, valueOf, formProps } = useCheckedForm({
    fields: BALANCE_FIELDS,
    validate: validateBalanceForm,
    answer,
    message: () => t("giftCards.balance.invalid"),
  });

  useEffect(() => {
    if (answer && answer.status !== "invalid") resultRef.current?.focus();
  }, [answer]);

  return (
    <>
      <PageIntro title={t("giftCards.balance.title")} intro={t("giftCards.balance.subtitle")} />
      <div className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <section
          aria-label={t("giftCards.balance.title")}
          className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm"
        >
          <Form {...formProps} method="post" preventScrollReset className="space-y-5">
            <Field id={`${id}-code`} label={t("giftCards.balance.code")} error={errorOf("code")}>
              {(control) => (
                <input
                  {...control}
                  name="code"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="XXXX-XXXX-XXXX-XXXX"
                  defaultValue={valueOf("code", "")}
                  className={`${control.className} font-mono uppercase`}
                />
              )}
            </Field>
            <SubmitButton
              busy={sending}
              icon="search"
              label={t("giftCards.balance.submit")}
              busyLabel={t("giftCards.balance.submit")}
              className="button-primary w-full justify-center"
            />
          </Form>
          <Link
            to="/gift-cards"
            className="mt-5 inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
          >
            <SpriteIcon name="gift" className="size-4" />
            {t("giftCards.balance.buy")}
          </Link>
        </section>
        <div ref={resultRef} tabIndex={-1} className="min-w-0 outline-none" aria-live="polite">
          {answer?.status === "limited" && (
            <ErrorAlert>{t("giftCards.balance.limited", { count: answer.minutes })}</ErrorAlert>
          )}
          {answer?.status === "checked" &&
            (answer.balanceCents > 0 ? (
              <div className="space-y-4" data-testid="gift-card-balance">
                <GiftCardPreview amount={formatPrice(answer.balanceCents)} to="" message="" />
                <p className="text-lg font-semibold">
                  {t("giftCards.balance.result", { amount: formatPrice(answer.balanceCents) })}
                </p>
              </div>
            ) : (
              <div data-testid="gift-card-balance">
                <ErrorAlert>{t("giftCards.balance.none")}</ErrorAlert>
              </div>
            ))}
          {(!answer || answer.status === "invalid") && (
            <div className="hidden justify-center lg:flex">
              <GiftCardPreview amount="$ ?" to="" message="" className="opacity-60" />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
