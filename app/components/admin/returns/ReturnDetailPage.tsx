import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { formatPrice } from "~/lib/money";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import type { ReturnActionAnswer } from "~/modules/returns/return-answers";
import { REFUSAL_FIELDS, validateRefusal } from "~/modules/returns/return-form";
import { MAX_REFUSAL_REASON } from "~/modules/returns/return-rules";
import type { AdminReturnDetail } from "~/modules/returns/returns.server";
import { DetailFact } from "../AdminList";
import { useAdminTranslation } from "../use-admin-translation";
import { ReturnStatusBadge } from "./ReturnStatusBadge";

const panel = "rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6";

/**
 * /admin/returns/:id: the request (order, lines, reason, note, photos) and, while it waits, the
 * decisions: refund to the card, store credit (when there is a provider of it), a replacement
 * (not for a change of mind) or a refusal with a reason; for a change of mind once approved, the
 * items' receipt. Plain form posts: the page is drawn again with the answer.
 */
export function ReturnDetailPage({
  detail,
  storeCredit,
  answer,
}: {
  detail: AdminReturnDetail;
  storeCredit: boolean;
  answer: ReturnActionAnswer | undefined;
}) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const date = (iso: string | null) => (iso ? formatOrderDate(iso, language) : "—");
  const photoHref = (index: number) => `/admin/returns/${detail.id}/photos/${index}`;

  return (
    <>
      <Link
        to="/admin/returns"
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("returns.detail.back")}
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold break-words sm:text-4xl">
          {t("returns.detail.title", { number: detail.order.number })}
        </h1>
        <ReturnStatusBadge status={detail.status} />
        <Link
          to={`/admin/orders/${encodeURIComponent(detail.order.number)}`}
          className="button-secondary sm:ml-auto"
          data-testid="return-order-link"
        >
          {t("returns.detail.openOrder", { number: detail.order.number })}
        </Link>
      </div>

      <AnswerNote answer={answer} />

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <section aria-labelledby="return-lines" className={panel}>
            <h2 id="return-lines" className="text-lg font-semibold">
              {t("returns.detail.lines")}
            </h2>
            <ul className="mt-3 divide-y divide-line">
              {detail.lines.map((line) => (
                <li key={line.productSlug} className="flex items-center gap-4 py-3">
                  <img
                    src={line.imageUrl ?? PLACEHOLDER_IMAGE}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-lg border border-line bg-surface-muted object-cover"
                  />
                  <p className="min-w-0 flex-1 font-medium break-words">{line.productName}</p>
                  <p className="text-sm whitespace-nowrap text-ink-muted tabular-nums">
                    {t("returns.detail.lineQuantity", {
                      quantity: line.quantity,
                      bought: line.bought,
                      price: formatPrice(line.unitPriceCents),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="return-reason" className={panel}>
            <h2 id="return-reason" className="text-lg font-semibold">
              {t("returns.detail.reason")}: {t(`returns.reasons.${detail.reason}`)}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {detail.needsItemBack ? t("returns.detail.itemBack") : t("returns.detail.noItemBack")}
            </p>
            <h3 className="mt-4 text-sm font-semibold">{t("returns.detail.note")}</h3>
            <p className="mt-1 whitespace-pre-line">{detail.note ?? t("returns.detail.noNote")}</p>
            <h3 className="mt-4 text-sm font-semibold">{t("returns.detail.photos")}</h3>
            {detail.photos === 0 ? (
              <p className="mt-1 text-ink-muted">{t("returns.detail.noPhotos")}</p>
            ) : (
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {Array.from({ length: detail.photos }, (_, index) => index + 1).map((index) => (
                  <li key={index}>
                    <a href={photoHref(index)} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={photoHref(index)}
                        alt={t("returns.detail.photoAlt", { index })}
                        className="aspect-square w-full rounded-xl border border-line bg-surface-muted object-cover transition-transform motion-safe:hover:scale-[1.02]"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className="grid gap-6">
          <section aria-label={t("returns.detail.order")} className={panel}>
            <dl className="grid gap-3">
              <DetailFact label={t("returns.detail.order")}>
                <span className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/orders/${encodeURIComponent(detail.order.number)}`}
                    className="font-mono text-accent hover:underline"
                  >
                    {detail.order.number}
                  </Link>
                  <OrderStatusBadge status={detail.order.status} />
                </span>
              </DetailFact>
              <DetailFact label={t("returns.detail.customer")}>
                <span className="break-all">{detail.order.email}</span>
              </DetailFact>
              <DetailFact label={t("returns.detail.asked")}>{date(detail.createdAt)}</DetailFact>
              <DetailFact label={t("returns.detail.shipped")}>{date(detail.order.shippedAt)}</DetailFact>
              {detail.paidOrder && (
                <DetailFact label={t("returns.detail.replacementOf")}>
                  <Link
                    to={`/admin/orders/${encodeURIComponent(detail.paidOrder.number)}`}
                    className="font-mono text-accent hover:underline"
                  >
                    {detail.paidOrder.number}
                  </Link>
                </DetailFact>
              )}
              {detail.resolution !== "replacement" && (detail.cardRefund || storeCredit) && (
                <DetailFact label={t("returns.detail.amount")}>
                  <span className="text-lg font-bold tabular-nums">{formatPrice(detail.amountCents)}</span>
                  <span className="mt-1 block text-sm font-normal text-ink-muted">
                    {detail.paidOrder
                      ? t("returns.detail.replacementAmountHint", {
                          number: detail.paidOrder.number,
                          coupon: detail.paidOrder.couponCode
                            ? `${detail.paidOrder.couponCode}, −${formatPrice(detail.paidOrder.discountCents)}`
                            : t("returns.detail.noCoupon"),
                        })
                      : t("returns.detail.amountHint", {
                          coupon: detail.order.couponCode
                            ? `${detail.order.couponCode}, −${formatPrice(detail.order.discountCents)}`
                            : t("returns.detail.noCoupon"),
                        })}
                  </span>
                </DetailFact>
              )}
            </dl>
          </section>

          {detail.status === "requested" && (
            <Decisions detail={detail} storeCredit={storeCredit} answer={answer} />
          )}
          {detail.status === "awaiting_item" && <Receipt detail={detail} />}
          {(detail.status === "completed" || detail.status === "refused") && <Decided detail={detail} />}
        </div>
      </div>
    </>
  );
}

function AnswerNote({ answer }: { answer: ReturnActionAnswer | undefined }) {
  const { t } = useAdminTranslation();
  if (!answer || answer.status === "invalid" || answer.status === "unknown-intent") return null;
  if (answer.status === "changed")
    return (
      <p
        role="status"
        className="mb-6 rounded-2xl bg-green-100 px-4 py-3 font-medium text-green-900 dark:bg-green-400/15 dark:text-green-200"
      >
        {t(`returns.actions.done.${answer.to === "requested" ? "completed" : answer.to}`)}
      </p>
    );
  return (
    <div className="mb-6">
      <ErrorAlert>
        {t(`returns.actions.errors.${answer.status}`, {
          products: answer.status === "out-of-stock" ? answer.products.join(", ") : "",
        })}
      </ErrorAlert>
    </div>
  );
}

function DecisionButton({
  intent,
  children,
  className = "button-secondary",
}: {
  intent: string;
  children: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton
        busy={busy}
        label={children}
        busyLabel={children}
        className={`${className} w-full justify-center text-center`}
      />
    </Form>
  );
}

function Decisions({
  detail,
  storeCredit,
  answer,
}: {
  detail: AdminReturnDetail;
  storeCredit: boolean;
  answer: ReturnActionAnswer | undefined;
}) {
  const { t } = useAdminTranslation();
  const amount = formatPrice(detail.amountCents);
  const navigation = useNavigation();
  const { errorOf, formProps } = useCheckedForm({
    fields: REFUSAL_FIELDS,
    validate: validateRefusal,
    answer: answer?.status === "invalid" ? answer : undefined,
    message: (code) => t(`returns.actions.refusal.${code}`),
  });
  return (
    <section aria-labelledby="return-decide" className={panel}>
      <h2 id="return-decide" className="text-lg font-semibold">
        {t("returns.actions.heading")}
      </h2>
      {!detail.cardRefund && (
        <p className="mt-1 text-sm text-ink-muted">{t("returns.actions.notPaidHint")}</p>
      )}
      <div className="mt-4 grid gap-3">
        {detail.cardRefund && (
          <DecisionButton intent="refund" className="button-primary">
            {t("returns.actions.refund", { amount })}
          </DecisionButton>
        )}
        {storeCredit && (
          <DecisionButton
            intent="store_credit"
            className={detail.cardRefund ? "button-secondary" : "button-primary"}
          >
            {t("returns.actions.storeCredit", { amount })}
          </DecisionButton>
        )}
        {detail.canReplace && (
          <DecisionButton intent="replacement">{t("returns.actions.replacement")}</DecisionButton>
        )}
      </div>
      <Form method="post" {...formProps} className="mt-6 space-y-3 border-t border-line pt-5">
        <input type="hidden" name="intent" value="refuse" />
        <Field
          id="refusal-reason"
          label={t("returns.actions.refusalReason")}
          error={errorOf("refusalReason")}
        >
          {(control) => (
            <textarea {...control} name="refusalReason" rows={3} maxLength={MAX_REFUSAL_REASON} />
          )}
        </Field>
        <SubmitButton
          busy={navigation.state === "submitting" && navigation.formData?.get("intent") === "refuse"}
          label={t("returns.actions.refuse")}
          busyLabel={t("returns.actions.refuse")}
          className="button-secondary w-full justify-center"
        />
      </Form>
    </section>
  );
}

function Receipt({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useAdminTranslation();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="return-receive" className={panel}>
      <h2 id="return-receive" className="text-lg font-semibold">
        {t("returns.actions.receiveHeading")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {detail.resolution && t(`returns.resolutions.${detail.resolution}`)}
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="receive" />
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="resellable"
            defaultChecked
            className="mt-1 size-4 accent-(--color-accent)"
          />
          <span>{t("returns.actions.resellable")}</span>
        </label>
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={t("returns.actions.receive", { amount: formatPrice(detail.amountCents) })}
          busyLabel={t("returns.actions.receive", { amount: formatPrice(detail.amountCents) })}
          className="button-primary w-full justify-center"
        />
      </Form>
    </section>
  );
}

function Decided({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const facts: [string, ReactNode][] = [];
  if (detail.resolution)
    facts.push([t("returns.detail.decision"), t(`returns.resolutions.${detail.resolution}`)]);
  if (detail.decidedAt)
    facts.push([t("returns.detail.decided"), formatOrderDate(detail.decidedAt, language)]);
  if (detail.receivedAt) {
    facts.push([t("returns.detail.received"), formatOrderDate(detail.receivedAt, language)]);
    facts.push(["", detail.resellable ? t("returns.detail.resellable") : t("returns.detail.notResellable")]);
  }
  if (detail.providerRefundId)
    facts.push([
      t("returns.detail.refundId"),
      <span className="font-mono break-all">{detail.providerRefundId}</span>,
    ]);
  if (detail.creditLast4)
    facts.push([
      t("returns.detail.creditCode"),
      <span className="font-mono">•••• {detail.creditLast4}</span>,
    ]);
  if (detail.replacementNumber)
    facts.push([
      t("returns.detail.replacementOrder"),
      <Link
        to={`/admin/orders/${detail.replacementNumber}`}
        className="font-mono text-accent hover:underline"
      >
        {detail.replacementNumber}
      </Link>,
    ]);
  if (detail.refusalReason) facts.push([t("returns.detail.refusedBecause"), detail.refusalReason]);
  return (
    <section aria-label={t("returns.detail.decision")} className={panel}>
      <dl className="grid gap-3">
        {facts.map(([label, value], index) => (
          <DetailFact key={index} label={label}>
            {value}
          </DetailFact>
        ))}
      </dl>
    </section>
  );
}
