import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { formatPrice } from "~/lib/money";
import type { OrderActionResult } from "~/modules/admin/orders/order-action-result";
import type { AdminOrderDetail } from "~/modules/admin/orders/order-detail.server";
import { useAdminTranslation } from "../use-admin-translation";

/** A cancelled order paid late: its payment goes back, after a confirmation (`intent=refund-payment`). */
export function LatePaymentRefund({ order }: { order: AdminOrderDetail }) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<OrderActionResult>({ key: `order-late-refund-${order.number}` });
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const amount = formatPrice(order.totalCents);

  useEffect(() => {
    if (result?.status === "payment-refunded") {
      toast.success(t("orders.latePayment.done", { number: order.number }), { id: `order-${order.number}` });
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  }, [confirming]);

  return (
    <div className="mt-3 space-y-4">
      <p>{t("orders.latePayment.explain", { amount })}</p>
      {result?.status === "refund-failed" && <ErrorAlert>{t("orders.results.refundFailed")}</ErrorAlert>}
      {result?.status === "not-allowed" && <ErrorAlert>{t("orders.results.notAllowed")}</ErrorAlert>}
      {result?.status === "failed" && <ErrorAlert>{t("orders.results.failed")}</ErrorAlert>}
      {confirming ? (
        <fetcher.Form method="post" className="rounded-xl border border-cherry/40 p-4">
          <input type="hidden" name="intent" value="refund-payment" />
          <div ref={confirmRef} role="group" aria-labelledby="late-refund-question" className="space-y-3">
            <p id="late-refund-question" className="font-semibold">
              {t("orders.latePayment.confirm", { amount, number: order.number })}
            </p>
            <p className="text-sm text-ink-muted">{t("orders.latePayment.body")}</p>
            <div className="flex flex-wrap gap-3">
              <SubmitButton
                busy={busy}
                icon="rotate-ccw"
                label={t("orders.latePayment.yes")}
                busyLabel={t("orders.actions.saving")}
                className="button-danger"
              />
              <button
                type="button"
                onClick={() => setConfirming(false)}
                disabled={busy}
                className="button-secondary"
              >
                {t("frame.cancel")}
              </button>
            </div>
          </div>
        </fetcher.Form>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="button-secondary">
          <SpriteIcon name="rotate-ccw" className="size-5" />
          {t("orders.latePayment.refund")}
        </button>
      )}
    </div>
  );
}
