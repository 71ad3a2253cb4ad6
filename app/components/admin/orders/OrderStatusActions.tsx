import { CARRIER_SUGGESTIONS } from "~/modules/orders/carriers";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { useFormAnswer } from "~/lib/forms/use-form-answer";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useFetcher } from "react-router";
import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { OrderStatus } from "~/db/schema";
import { formatPrice } from "~/lib/money";
import type { OrderActionResult } from "~/modules/admin/orders/order-action-result";
import type { AdminOrderDetail } from "~/modules/admin/orders/order-detail.server";
import type { TargetStatus } from "~/modules/admin/orders/status-machine";
import {
  CARRIER_MAX,
  NOTE_MAX,
  TRACKING_MAX,
  TRANSITION_FIELDS,
  validateTransition,
} from "~/modules/admin/orders/transition-schema";
import { useAdminTranslation } from "../use-admin-translation";
import { LatePaymentRefund } from "./LatePaymentRefund";

const ICONS: Record<TargetStatus, SpriteIconName> = {
  processing: "package-check",
  shipped: "truck",
  delivered: "check-check",
  cancelled: "ban",
  refunded: "rotate-ccw",
};

const panel = "rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6";

/**
 * The steps the order may take next (the status machine's edges), each a form of one fetcher so
 * the page stays put and reloads the order after. Shipping asks for the carrier and tracking
 * number (checked here with the action's schema); cancelling or refunding asks first.
 */
export function OrderStatusActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useAdminTranslation();
  const { t: shop } = useAccountAreaTranslation();
  const { language } = useRootData();
  const fetcher = useFetcher<OrderActionResult>({ key: `order-status-${order.number}` });
  const [confirming, setConfirming] = useState<"cancelled" | "refunded" | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const askedBy = useRef<"cancelled" | "refunded" | null>(null);
  const busy = fetcher.state !== "idle";
  const sending = busy ? fetcher.formData?.get("to") : null;
  const statusName = (status: OrderStatus) =>
    shop(`checkout.order.statuses.${status}`).toLocaleLowerCase(language);
  const amount = formatPrice(order.totalCents);

  const result = useFormAnswer(busy ? undefined : fetcher.data);
  // One check for the page's forms: each spreads its handlers, and the form last sent is the
  // one whose problems take the focus.
  const {
    errorOf,
    valueOf,
    clearErrors,
    formProps: { ref: _oneForm, ...checked },
  } = useCheckedForm({
    fields: TRANSITION_FIELDS,
    validate: validateTransition,
    answer: result,
    message: (code) => t(`orders.errors.${code}`),
  });

  // A step taken closes the question that asked for it (state that follows a prop).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result?.status === "changed") setConfirming(null);
  }

  // Once per answer: good news as a toast.
  useEffect(() => {
    if (result?.status === "changed") {
      toast.success(t("orders.results.changed", { number: order.number, status: statusName(result.to) }), {
        id: `order-${order.number}`,
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  // The question takes the focus (its answer is one Tab away); keeping the order gives it back.
  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
    else if (askedBy.current) {
      sectionRef.current?.querySelector<HTMLElement>(`[data-asks="${askedBy.current}"]`)?.focus();
    }
  }, [confirming]);

  const ask = (to: "cancelled" | "refunded" | null) => {
    if (to) askedBy.current = to;
    setConfirming(to);
    // The shipment's problems are not this question's.
    clearErrors();
  };

  const problem =
    result?.status === "stale"
      ? t("orders.results.stale", { status: statusName(result.current) })
      : result?.status === "not-allowed" || result?.status === "unknown-intent"
        ? t("orders.results.notAllowed")
        : result?.status === "refund-failed"
          ? t("orders.results.refundFailed")
          : result?.status === "not-found"
            ? t("orders.results.notFound")
            : result?.status === "failed"
              ? t("orders.results.failed")
              : null;

  const steps = order.nextStatuses;
  const forward = steps.filter((to) => to === "processing" || to === "delivered");
  const moneyBack = steps.filter(
    (to): to is "cancelled" | "refunded" => to === "cancelled" || to === "refunded",
  );

  const form = (to: TargetStatus, children: ReactNode, className?: string) => (
    <fetcher.Form key={to} {...checked} method="post" className={className}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={order.status} />
      <input type="hidden" name="to" value={to} />
      {children}
    </fetcher.Form>
  );

  const noteField = (id: string) => (
    <Field
      id={id}
      label={t("orders.actions.note")}
      hint={t("orders.actions.noteHint")}
      error={errorOf("note")}
    >
      {(control) => (
        <textarea {...control} name="note" rows={2} maxLength={NOTE_MAX} defaultValue={valueOf("note", "")} />
      )}
    </Field>
  );

  return (
    <section ref={sectionRef} aria-labelledby="order-actions" className={panel}>
      <h2 id="order-actions" className="text-lg font-semibold">
        {t("orders.actions.title")}
      </h2>

      {order.latePaymentRefundable ? (
        <LatePaymentRefund order={order} />
      ) : steps.length === 0 ? (
        <p className="mt-2 text-ink-muted">
          {order.status === "pending_payment" ? t("orders.actions.unpaid") : t("orders.actions.final")}
        </p>
      ) : (
        <div className="mt-4 space-y-5">
          {problem && <ErrorAlert>{problem}</ErrorAlert>}

          {forward.map((to) =>
            form(
              to,
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <SubmitButton
                  busy={sending === to}
                  icon={ICONS[to]}
                  label={t(`orders.actions.to.${to}`)}
                  busyLabel={t("orders.actions.saving")}
                />
                <p className="text-sm text-ink-muted">{t(`orders.actions.hints.${to}`)}</p>
              </div>,
            ),
          )}

          {steps.includes("shipped") &&
            form(
              "shipped",
              <fieldset className="space-y-4">
                <legend className="font-semibold">{t("orders.actions.shipTitle")}</legend>
                <p className="text-sm text-ink-muted">{t("orders.actions.hints.shipped")}</p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field id="ship-carrier" label={t("orders.actions.carrier")} error={errorOf("carrier")}>
                    {(control) => (
                      <input
                        {...control}
                        name="carrier"
                        defaultValue={valueOf("carrier", "")}
                        autoComplete="off"
                        placeholder={t("orders.actions.carrierPlaceholder")}
                        maxLength={CARRIER_MAX}
                        list="ship-carrier-suggestions"
                      />
                    )}
                  </Field>
                  {/* The carriers whose tracking page the shop links to (issue 30); any other may be typed. */}
                  <datalist id="ship-carrier-suggestions">
                    {CARRIER_SUGGESTIONS.map((carrier) => (
                      <option key={carrier} value={carrier} />
                    ))}
                  </datalist>
                  <Field
                    id="ship-tracking"
                    label={t("orders.actions.trackingNumber")}
                    error={errorOf("trackingNumber")}
                  >
                    {(control) => (
                      <input
                        {...control}
                        name="trackingNumber"
                        defaultValue={valueOf("trackingNumber", "")}
                        autoComplete="off"
                        maxLength={TRACKING_MAX}
                      />
                    )}
                  </Field>
                </div>
                {noteField("ship-note")}
                <SubmitButton
                  busy={sending === "shipped"}
                  icon="truck"
                  label={t("orders.actions.to.shipped")}
                  busyLabel={t("orders.actions.saving")}
                />
              </fieldset>,
            )}

          {moneyBack.length > 0 &&
            (confirming ? (
              form(
                confirming,
                <div
                  ref={confirmRef}
                  role="group"
                  aria-labelledby="money-back-question"
                  className="space-y-4"
                >
                  <p id="money-back-question" className="font-semibold">
                    {order.replacement
                      ? t("orders.actions.replacement.confirm", { number: order.number })
                      : t(`orders.actions.confirm.${confirming}`, { number: order.number, amount })}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {order.replacement
                      ? t("orders.actions.replacement.body")
                      : t("orders.actions.confirm.body")}
                  </p>
                  {noteField("money-back-note")}
                  <div className="flex flex-wrap gap-3">
                    <SubmitButton
                      busy={sending === confirming}
                      icon={ICONS[confirming]}
                      label={
                        order.replacement
                          ? t("orders.actions.replacement.yes")
                          : t(`orders.actions.confirm.yes.${confirming}`)
                      }
                      busyLabel={t("orders.actions.saving")}
                      className="button-danger"
                    />
                    <button
                      type="button"
                      onClick={() => ask(null)}
                      disabled={busy}
                      className="button-secondary"
                    >
                      {t("orders.actions.confirm.keep")}
                    </button>
                  </div>
                </div>,
                "rounded-xl border border-cherry/40 p-4",
              )
            ) : (
              <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
                {moneyBack.map((to) => (
                  <button
                    key={to}
                    type="button"
                    onClick={() => setConfirming(to)}
                    className="button-secondary"
                  >
                    <SpriteIcon name={ICONS[to]} className="size-5" />
                    {t(`orders.actions.to.${to}`)}
                  </button>
                ))}
                <p className="text-sm text-ink-muted">
                  {order.replacement
                    ? t("orders.actions.replacement.hint")
                    : t("orders.actions.hints.refunded", { amount })}
                </p>
              </div>
            ))}
        </div>
      )}
    </section>
  );
}
