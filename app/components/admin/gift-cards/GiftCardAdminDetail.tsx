import { useFetcher } from "react-router";
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

/** /admin/gift-cards/:id (decision 085): the card's facts, its ledger with each order, Disable. */
export function GiftCardAdminDetail({
  card,
  ledger,
}: {
  card: AdminGiftCardRow & { message: string | null; senderName: string };
  ledger: AdminLedgerEntry[];
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
          <DetailFact label={t("giftCards.columns.deliverOn")}>{card.deliverOn}</DetailFact>
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

const signed = (cents: number) => (cents < 0 ? `−${formatPrice(-cents)}` : `+${formatPrice(cents)}`);
