import { useId } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { FormValues } from "~/lib/forms/validate";
import {
  ADJUST_FIELDS,
  validateAdjustForm,
  type AdjustErrors,
  type AdjustField,
} from "~/modules/admin/gift-cards/adjust-form";
import { useRootData } from "~/components/layout/use-root-data";
import { Link } from "~/components/ui/Link";
import { toast } from "~/components/ui/toast";
import { formatPrice } from "~/lib/money";
import type { AdminGiftCardRow, AdminLedgerEntry } from "~/modules/admin/gift-cards/gift-cards.server";
import { DetailFact, ListTable } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { ConfirmAction } from "../ConfirmAction";
import { useAdminTranslation } from "../use-admin-translation";
import { useEachAnswer } from "../use-each-answer";
import { GiftCardStatusBadge } from "./GiftCardStatusBadge";

/** The answer to "Adjust balance" (decision 094). */
export type AdjustAnswer =
  | { intent: "adjust"; status: "invalid"; errors: AdjustErrors; values?: FormValues<AdjustField> }
  | { intent: "adjust"; status: "adjusted"; balanceCents: number }
  | { intent: "adjust"; status: "not-found" | "not-adjustable" };

type DetailCard = AdminGiftCardRow & { message: string | null; senderName: string };

/**
 * /admin/gift-cards/:id (decisions 085, 094): the card's facts, its ledger with each order,
 * Adjust balance and Disable.
 */
export function GiftCardAdminDetail({
  card,
  ledger,
  adjustAnswer,
}: {
  card: DetailCard;
  ledger: AdminLedgerEntry[];
  /** The action's answer to a form posted without JavaScript. */
  adjustAnswer?: AdjustAnswer;
}) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const fetcher = useFetcher<{ status: string }>({ key: `gift-card-disable-${card.id}` });
  useEachAnswer(fetcher, (result) => {
    if (result.status === "disabled")
      toast.success(t("giftCards.disable.done"), { id: "gift-card-disabled" });
    else toast.error(t("giftCards.detail.notFound"));
  });
  return (
    <>
      <Link to="/admin/gift-cards" className="text-sm font-medium text-accent hover:underline">
        ← {t("giftCards.detail.back")}
      </Link>
      <AdminPageHeader
        title={t("giftCards.detail.title", { last4: card.last4 ?? "" })}
        actions={<GiftCardStatusBadge status={card.status} />}
      />
      <section className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          <DetailFact label={t("giftCards.columns.balance")}>
            <span className="text-2xl font-bold tabular-nums">{formatPrice(card.balanceCents)}</span>
          </DetailFact>
          <DetailFact label={t("giftCards.columns.amount")}>{formatPrice(card.initialCents)}</DetailFact>
          <DetailFact label={t("giftCards.columns.source")}>
            {t(`giftCards.source.${card.source as "admin"}`)}
            {card.orderNumber && (
              <Link
                to={`/admin/orders/${card.orderNumber}`}
                className="ml-2 font-mono text-accent hover:underline"
              >
                {card.orderNumber}
              </Link>
            )}
          </DetailFact>
          <DetailFact label={t("giftCards.columns.recipient")}>
            <span className="break-all">
              {card.recipientName ? `${card.recipientName} · ` : ""}
              {card.recipientEmail}
            </span>
          </DetailFact>
          <DetailFact label={t("giftCards.detail.from")}>{card.senderName || "—"}</DetailFact>
          <DetailFact label={t("giftCards.columns.deliverOn")}>
            {new Date(`${card.deliverOn}T00:00:00Z`).toLocaleDateString(language, {
              dateStyle: "medium",
              timeZone: "UTC",
            })}
          </DetailFact>
          {card.message && (
            <div className="sm:col-span-3">
              <DetailFact label={t("giftCards.detail.message")}>
                <span className="whitespace-pre-line">{card.message}</span>
              </DetailFact>
            </div>
          )}
        </dl>
      </section>

      <h2 className="mt-8 text-xl font-bold">{t("giftCards.detail.ledger")}</h2>
      <ul className="mt-3 space-y-3 md:hidden">
        {ledger.map((entry) => (
          <li
            key={entry.id}
            className="rounded-2xl border border-line bg-surface-raised p-4 text-sm shadow-sm"
          >
            <p className="flex justify-between font-semibold">
              <span>{t(`giftCards.detail.kinds.${entry.kind as "issued"}`)}</span>
              <span className="tabular-nums">{signed(entry.changeCents)}</span>
            </p>
            <p className="mt-1 text-ink-muted">
              {when(entry.createdAt)} · {formatPrice(entry.balanceAfterCents)}
              {entry.orderNumber ? ` · ${entry.orderNumber}` : ""}
            </p>
            {/* A hand adjustment's reason, and who, as the wide table shows them. */}
            {(entry.note || entry.actorEmail) && (
              <p className="mt-1 break-words text-ink-muted">
                {[entry.note, entry.actorEmail].filter(Boolean).join(" · ")}
              </p>
            )}
          </li>
        ))}
      </ul>
      <ListTable
        columns={[
          { label: t("giftCards.detail.when") },
          { label: t("giftCards.detail.kind") },
          { label: t("giftCards.detail.change"), numeric: true },
          { label: t("giftCards.detail.after"), numeric: true },
          { label: t("giftCards.detail.ledgerOrder") },
          { label: t("giftCards.detail.by") },
          { label: t("giftCards.detail.note") },
        ]}
      >
        {ledger.map((entry) => (
          <tr key={entry.id}>
            <td className="px-4 py-3 whitespace-nowrap">{when(entry.createdAt)}</td>
            <th scope="row" className="px-4 py-3 font-semibold">
              {t(`giftCards.detail.kinds.${entry.kind as "issued"}`)}
            </th>
            <td className="px-4 py-3 text-right tabular-nums">{signed(entry.changeCents)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{formatPrice(entry.balanceAfterCents)}</td>
            <td className="px-4 py-3 font-mono">
              {entry.orderNumber && (
                <Link to={`/admin/orders/${entry.orderNumber}`} className="text-accent hover:underline">
                  {entry.orderNumber}
                </Link>
              )}
            </td>
            <td className="px-4 py-3 break-all">{entry.actorEmail ?? "—"}</td>
            <td className="px-4 py-3">{entry.note ?? ""}</td>
          </tr>
        ))}
      </ListTable>

      <AdjustForm card={card} noScriptAnswer={adjustAnswer} />

      <section className="mt-8 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold">{t("giftCards.disable.heading")}</h2>
        <p className="mt-2 text-ink-muted">
          {card.status === "active"
            ? t("giftCards.disable.text")
            : t("giftCards.disable.isDisabled", { status: t(`giftCards.status.${card.status as "active"}`) })}
        </p>
        {card.status === "active" && (
          <ConfirmAction
            fetcher={fetcher}
            intent="disable"
            className="mt-4"
            questionId="gift-card-disable-question"
            question={t("giftCards.disable.confirm", { last4: card.last4 ?? "" })}
            ask={{ icon: "power-off", label: t("giftCards.disable.ask") }}
            yes={{
              icon: "power-off",
              label: t("giftCards.disable.yes"),
              busyLabel: t("giftCards.disable.disabling"),
              className: "button-danger",
            }}
          />
        )}
      </section>
    </>
  );
}

/** Add to or take from the balance, with a reason (decision 094). */
function AdjustForm({ card, noScriptAnswer }: { card: DetailCard; noScriptAnswer?: AdjustAnswer }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const fetcher = useFetcher<AdjustAnswer>({ key: `gift-card-adjust-${card.id}` });
  const answer = fetcher.data ?? noScriptAnswer;
  const { errorOf, valueOf, formProps, formRef } = useCheckedForm({
    fields: ADJUST_FIELDS,
    validate: validateAdjustForm,
    answer: answer?.status === "invalid" ? answer : undefined,
    message: (code) =>
      t(`giftCards.adjust.errors.${code}`, {
        balance: formatPrice(card.balanceCents),
        amount: formatPrice(card.initialCents),
      }),
  });
  useEachAnswer(fetcher, (result) => {
    if (result.status === "adjusted") {
      toast.success(t("giftCards.adjust.done", { amount: formatPrice(result.balanceCents) }), {
        id: "gift-card-adjusted",
      });
      formRef.current?.reset();
    } else if (result.status === "not-found") toast.error(t("giftCards.detail.notFound"));
  });
  const adjustable = card.status === "active" || card.status === "disabled";
  const field = (name: AdjustField) => ({
    id: `${id}-${name}`,
    label: t(`giftCards.adjust.${name}`),
    error: errorOf(name),
  });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("giftCards.adjust.heading")}
      </h2>
      {!adjustable || answer?.status === "not-adjustable" ? (
        <p className="mt-2 text-ink-muted">
          {t("giftCards.adjust.notAdjustable", {
            status: t(`giftCards.status.${card.status as "active"}`),
          })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {t("giftCards.adjust.text", { amount: formatPrice(card.initialCents) })}
          </p>
          {noScriptAnswer?.status === "adjusted" && !fetcher.data && (
            <p role="status" className="mt-3 font-semibold">
              {t("giftCards.adjust.done", { amount: formatPrice(noScriptAnswer.balanceCents) })}
            </p>
          )}
          <fetcher.Form
            {...formProps}
            method="post"
            className="mt-4 grid gap-4 sm:grid-cols-[10rem_10rem_minmax(0,1fr)] sm:items-start"
          >
            <input type="hidden" name="intent" value="adjust" />
            <Field {...field("direction")}>
              {(control) => (
                <select {...control} name="direction" defaultValue={valueOf("direction", "add")}>
                  <option value="add">{t("giftCards.adjust.add")}</option>
                  <option value="remove">{t("giftCards.adjust.remove")}</option>
                </select>
              )}
            </Field>
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
            <Field {...field("reason")}>
              {(control) => (
                <input
                  {...control}
                  name="reason"
                  autoComplete="off"
                  maxLength={200}
                  defaultValue={valueOf("reason", "")}
                />
              )}
            </Field>
            <div className="sm:col-span-3">
              <SubmitButton
                busy={fetcher.state !== "idle"}
                icon="pencil"
                label={t("giftCards.adjust.submit")}
                busyLabel={t("giftCards.adjust.submitting")}
              />
            </div>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}

const signed = (cents: number) => (cents < 0 ? `−${formatPrice(-cents)}` : `+${formatPrice(cents)}`);
