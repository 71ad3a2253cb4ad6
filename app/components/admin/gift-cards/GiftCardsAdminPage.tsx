import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { Field } from "~/components/ui/Field";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { FormValues } from "~/lib/forms/validate";
import { formatPrice } from "~/lib/money";
import type { AdminGiftCardRow } from "~/modules/admin/gift-cards/gift-cards.server";
import {
  ISSUE_FIELDS,
  validateIssueForm,
  type IssueErrors,
  type IssueField,
} from "~/modules/admin/gift-cards/issue-form";
import { formatGiftCardCode } from "~/modules/gift-cards/rules";
import { CardFact, EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { GiftCardStatusBadge } from "./GiftCardStatusBadge";

export type IssueAnswer =
  | { status: "invalid"; errors: IssueErrors; values?: FormValues<IssueField> }
  | { status: "issued"; id: string; code: string; email: string };

/** /admin/gift-cards (decision 085): issue one by hand (its code shown once), then the list. */
export function GiftCardsAdminPage({
  cards,
  total,
  answer,
}: {
  cards: AdminGiftCardRow[];
  total: number;
  answer?: IssueAnswer;
}) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(language, { dateStyle: "medium", timeZone: "UTC" });
  const cardName = (card: AdminGiftCardRow) => t("giftCards.card", { last4: card.last4 ?? "····" });
  return (
    <>
      <AdminPageHeader title={t("giftCards.title")} subtitle={t("giftCards.subtitle")} />
      <IssueForm answer={answer} />
      <ResultCount>{t("giftCards.count", { count: total })}</ResultCount>
      {cards.length === 0 ? (
        <EmptyList filtered={false} empty={t("giftCards.empty")} />
      ) : (
        <>
          <ListCards>
            {cards.map((card) => (
              <ListCard key={card.id}>
                <div className="flex items-center justify-between gap-3">
                  <Link
                    to={`/admin/gift-cards/${card.id}`}
                    aria-label={t("giftCards.open", { last4: card.last4 ?? "" })}
                    className="font-mono text-lg font-bold hover:text-accent hover:underline"
                  >
                    {cardName(card)}
                  </Link>
                  <GiftCardStatusBadge status={card.status} />
                </div>
                <p className="mt-1 text-sm break-all text-ink-muted">{card.recipientEmail}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <CardFact label={t("giftCards.columns.balance")} value={formatPrice(card.balanceCents)} />
                  <CardFact label={t("giftCards.columns.amount")} value={formatPrice(card.initialCents)} />
                  <CardFact
                    label={t("giftCards.columns.source")}
                    value={t(`giftCards.source.${card.source as "admin"}`)}
                  />
                  <CardFact
                    label={t("giftCards.columns.deliverOn")}
                    value={date(`${card.deliverOn}T00:00:00Z`)}
                  />
                </dl>
              </ListCard>
            ))}
          </ListCards>
          <ListTable
            columns={[
              { label: t("giftCards.columns.card") },
              { label: t("giftCards.columns.recipient") },
              { label: t("giftCards.columns.amount"), numeric: true },
              { label: t("giftCards.columns.balance"), numeric: true },
              { label: t("giftCards.columns.status") },
              { label: t("giftCards.columns.source") },
              { label: t("giftCards.columns.deliverOn") },
            ]}
          >
            {cards.map((card) => (
              <tr key={card.id}>
                <th scope="row" className="px-4 py-3 font-mono font-bold whitespace-nowrap">
                  <Link
                    to={`/admin/gift-cards/${card.id}`}
                    aria-label={t("giftCards.open", { last4: card.last4 ?? "" })}
                    className="hover:text-accent hover:underline"
                  >
                    ····{card.last4}
                  </Link>
                </th>
                <td className="max-w-56 px-4 py-3 break-all">
                  {card.recipientName && (
                    <span className="block font-medium break-normal">{card.recipientName}</span>
                  )}
                  <span className="text-ink-muted">{card.recipientEmail}</span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatPrice(card.initialCents)}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">
                  {formatPrice(card.balanceCents)}
                </td>
                <td className="px-4 py-3">
                  <GiftCardStatusBadge status={card.status} />
                </td>
                <td className="px-4 py-3">
                  {t(`giftCards.source.${card.source as "admin"}`)}
                  {card.orderNumber && (
                    <span className="block font-mono text-xs text-ink-muted">{card.orderNumber}</span>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{date(`${card.deliverOn}T00:00:00Z`)}</td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </>
  );
}

function IssueForm({ answer }: { answer?: IssueAnswer }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const sending = useNavigation().state === "submitting";
  const { errorOf, valueOf, formProps } = useCheckedForm({
    fields: ISSUE_FIELDS,
    validate: validateIssueForm,
    answer: answer?.status === "invalid" ? answer : undefined,
    message: (code) => t(`giftCards.issue.errors.${code}`),
  });
  const field = (name: IssueField) => ({
    id: `${id}-${name}`,
    label: t(`giftCards.issue.${name}`),
    error: errorOf(name),
  });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("giftCards.issue.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("giftCards.issue.hint")}</p>
      {answer?.status === "issued" && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-mint-ink/40 bg-mint-ink/10 p-4 dark:border-green-400/40"
        >
          <p className="font-semibold">{t("giftCards.issue.issued")}</p>
          <p className="mt-1 text-sm">{t("giftCards.issue.codeOnce", { email: answer.email })}</p>
          <p
            className="mt-2 font-mono text-2xl font-bold tracking-wider select-all"
            data-testid="issued-code"
          >
            {formatGiftCardCode(answer.code)}
          </p>
        </div>
      )}
      <Form {...formProps} method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field {...field("amount")}>
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={valueOf("amount", "")}
            />
          )}
        </Field>
        <Field {...field("recipientEmail")}>
          {(control) => (
            <input
              {...control}
              name="recipientEmail"
              type="email"
              autoComplete="off"
              defaultValue={valueOf("recipientEmail", "")}
            />
          )}
        </Field>
        <Field {...field("recipientName")}>
          {(control) => (
            <input
              {...control}
              name="recipientName"
              autoComplete="off"
              defaultValue={valueOf("recipientName", "")}
            />
          )}
        </Field>
        <Field {...field("note")}>
          {(control) => (
            <input {...control} name="note" autoComplete="off" defaultValue={valueOf("note", "")} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field {...field("message")}>
            {(control) => (
              <textarea {...control} name="message" rows={2} defaultValue={valueOf("message", "")} />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <SubmitButton
            busy={sending}
            icon="gift"
            label={t("giftCards.issue.submit")}
            busyLabel={t("giftCards.issue.submitting")}
          />
        </div>
      </Form>
    </section>
  );
}
