import clsx from "clsx";
import { useId, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { useCartStore } from "~/components/cart/cart-store";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Field } from "~/components/ui/Field";
import { Link } from "~/components/ui/Link";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { FormValues } from "~/lib/forms/validate";
import { dollarsToCents, formatPrice } from "~/lib/money";
import { characterCount } from "~/lib/plain-text";
import { BUY_FIELDS, validateBuyForm, type BuyErrors, type BuyField } from "~/modules/gift-cards/forms";
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX_CHARACTERS,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_PRESETS_CENTS,
} from "~/modules/gift-cards/rules";
import { GiftCardPreview } from "./GiftCardPreview";

export type BuyAnswer =
  { status: "invalid"; errors: BuyErrors; values?: FormValues<BuyField> } | { status: "valid" };

/**
 * `/gift-cards` (issue 29 item 2, decision 085): choose an amount, the recipient, a message and a
 * day; the card goes into the cart like any candy and is paid at the same checkout. The preview
 * follows what is typed. Checked with the same schema as the action.
 */
export function GiftCardsPage({
  today,
  lastDay,
  answer,
}: {
  today: string;
  lastDay: string;
  answer?: BuyAnswer;
}) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const addGiftCard = useCartStore((state) => state.addGiftCard);
  const setCartOpen = useCartStore((state) => state.setCartOpen);
  const bounds = { min: formatPrice(GIFT_CARD_MIN_CENTS), max: formatPrice(GIFT_CARD_MAX_CENTS) };
  const { errorOf, valueOf, formProps, formRef } = useCheckedForm({
    fields: BUY_FIELDS,
    validate: (form) => validateBuyForm(form, today),
    answer: answer?.status === "invalid" ? answer : undefined,
    message: (code) =>
      t(
        `giftCards.errors.${code}`,
        code === "messageTooLong" ? { max: GIFT_CARD_MESSAGE_MAX_CHARACTERS } : bounds,
      ),
  });
  const [amount, setAmount] = useState(() => valueOf("amount", "2500"));
  const [other, setOther] = useState(() => valueOf("otherAmount", ""));
  const [name, setName] = useState(() => valueOf("recipientName", ""));
  const [message, setMessage] = useState(() => valueOf("message", ""));
  const chosenCents = (amount === "other" ? dollarsToCents(other) : Number(amount)) ?? Number.NaN;
  const shownAmount = Number.isFinite(chosenCents) && chosenCents > 0 ? formatPrice(chosenCents) : "—";

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!formProps.onSubmit(event)) return;
    // The cart lives in the browser: a valid card goes into it here, not through the action.
    event.preventDefault();
    const checked = validateBuyForm(new FormData(event.currentTarget), today);
    if (!checked.success) return;
    addGiftCard({ id: crypto.randomUUID(), ...checked.data });
    toast.success(t("giftCards.added"), { id: "gift-card-added" });
    formRef.current?.reset();
    setName("");
    setMessage("");
    setCartOpen(true);
  }

  const fieldProps = (field: BuyField, label: string) => ({
    id: `${id}-${field}`,
    label,
    error: errorOf(field),
  });

  return (
    <>
      <header className="relative overflow-hidden border-b border-line bg-surface-muted">
        <div className="page-container grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-2">
          <div>
            <p className="font-semibold tracking-wide text-accent uppercase">{t("giftCards.eyebrow")}</p>
            <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              {t("giftCards.title")}
            </h1>
            <p className="mt-4 max-w-prose text-lg leading-relaxed text-pretty text-ink-muted">
              {t("giftCards.subtitle")}
            </p>
            <ul className="mt-6 space-y-2">
              {(["email", "anyCandy", "noExpiry"] as const).map((perk) => (
                <li key={perk} className="flex items-center gap-2">
                  <SpriteIcon
                    name="circle-check"
                    className="size-5 shrink-0 text-mint-ink dark:text-green-400"
                  />
                  {t(`giftCards.perks.${perk}`)}
                </li>
              ))}
            </ul>
          </div>
          <GiftCardPreview
            amount={shownAmount}
            to={name ? t("giftCards.previewTo", { name }) : t("giftCards.preview")}
            message={message || t("giftCards.previewEmpty")}
            className="mx-auto lg:mr-0"
          />
        </div>
      </header>

      <div className="page-container py-10 sm:py-14">
        <Form
          {...formProps}
          onSubmit={submit}
          method="post"
          preventScrollReset
          className="mx-auto max-w-3xl space-y-8 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8"
        >
          <fieldset aria-describedby={errorOf("amount") ? `${id}-amount-error` : undefined}>
            <legend className="text-xl font-semibold">{t("giftCards.amount")}</legend>
            {/* "Other amount" takes the width its words need (two lines in Spanish squeezed into a fifth). */}
            <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_max-content]">
              {[...GIFT_CARD_PRESETS_CENTS.map(String), "other"].map((value) => (
                <label
                  key={value}
                  className={clsx(
                    "flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 px-3 text-center text-lg leading-tight font-semibold tabular-nums transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
                    amount === value
                      ? "border-accent bg-accent/10 text-accent"
                      : "border-line bg-surface hover:border-accent/60",
                    value === "other" && "col-span-2 px-4 text-base whitespace-nowrap sm:col-span-1",
                  )}
                >
                  <input
                    type="radio"
                    name="amount"
                    value={value}
                    checked={amount === value}
                    onChange={() => setAmount(value)}
                    className="sr-only"
                  />
                  {value === "other" ? t("giftCards.otherAmount") : formatPrice(Number(value))}
                </label>
              ))}
            </div>
            {errorOf("amount") && (
              <p id={`${id}-amount-error`} className="mt-2 text-sm text-cherry-ink dark:text-red-300">
                {errorOf("amount")}
              </p>
            )}
            <div className={clsx("mt-4 max-w-xs", amount !== "other" && "sr-only")}>
              <Field
                {...fieldProps("otherAmount", t("giftCards.otherAmount"))}
                hint={t("giftCards.otherAmountHint", bounds)}
              >
                {(control) => (
                  <div className="relative">
                    <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-ink-muted">
                      $
                    </span>
                    <input
                      {...control}
                      name="otherAmount"
                      inputMode="decimal"
                      autoComplete="off"
                      value={other}
                      tabIndex={amount === "other" ? undefined : -1}
                      onChange={(event) => {
                        setOther(event.currentTarget.value);
                        setAmount("other");
                      }}
                      className={`${control.className} pl-8 tabular-nums`}
                    />
                  </div>
                )}
              </Field>
            </div>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...fieldProps("recipientName", t("giftCards.recipientName"))}>
              {(control) => (
                <input
                  {...control}
                  name="recipientName"
                  autoComplete="off"
                  maxLength={100}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
              )}
            </Field>
            <Field {...fieldProps("recipientEmail", t("giftCards.recipientEmail"))}>
              {(control) => (
                <input
                  {...control}
                  name="recipientEmail"
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  defaultValue={valueOf("recipientEmail", "")}
                />
              )}
            </Field>
          </div>

          <Field
            {...fieldProps("message", t("giftCards.message"))}
            hint={t("giftCards.messageCount", {
              count: characterCount(message),
              max: GIFT_CARD_MESSAGE_MAX_CHARACTERS,
            })}
          >
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={3}
                placeholder={t("giftCards.messagePlaceholder")}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
              />
            )}
          </Field>

          <div className="max-w-xs">
            <Field {...fieldProps("deliverOn", t("giftCards.deliverOn"))} hint={t("giftCards.deliverOnHint")}>
              {(control) => (
                <input
                  {...control}
                  name="deliverOn"
                  type="date"
                  min={today}
                  max={lastDay}
                  defaultValue={valueOf("deliverOn", today)}
                />
              )}
            </Field>
          </div>

          <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Link
              to="/gift-cards/balance"
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {t("giftCards.checkBalance")}
            </Link>
            <button type="submit" className="button-primary">
              <SpriteIcon name="shopping-cart" className="size-5" />
              {t("giftCards.add", { amount: shownAmount })}
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}
