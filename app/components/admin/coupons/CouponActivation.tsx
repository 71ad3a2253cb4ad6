import { Power, PowerOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { CouponActionResult } from "~/modules/admin/coupons/coupon-results";
import type { CouponView } from "~/modules/admin/coupons/coupon-view";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * Switching a coupon off (after a confirmation: shoppers holding the code lose it) or on again.
 * Coupons are never deleted: orders keep a reference to theirs.
 */
export function CouponActivation({ coupon }: { coupon: CouponView }) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<CouponActionResult>({ key: `coupon-activation-${coupon.id}` });
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const askButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLDivElement>(null);

  const announced = useRef(fetcher.data);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || announced.current === result) return;
    announced.current = result;
    setConfirming(false);
    if (result.status === "not-found") toast.error(t("coupons.form.notFound"));
    else if (result.status === "done") {
      const news =
        result.intent === "deactivate" ? "coupons.activation.deactivated" : "coupons.activation.activated";
      toast.success(t(news, { code: result.code }), { id: news });
    }
  }, [fetcher.data, fetcher.state, t]);

  useEffect(() => {
    if (confirming) confirmButton.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => askButton.current?.focus());
  };

  return (
    <section
      aria-labelledby="coupon-activation"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="coupon-activation" className="text-xl font-bold">
        {t("coupons.activation.heading")}
      </h2>
      <p className="mt-2 text-ink-muted">
        {coupon.isActive ? t("coupons.activation.isActive") : t("coupons.activation.isInactive")}
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={coupon.isActive ? "deactivate" : "activate"} />
        {!coupon.isActive ? (
          <SubmitButton
            busy={busy}
            icon={Power}
            label={t("coupons.activation.activate")}
            busyLabel={t("coupons.activation.activating")}
            className="button-secondary"
          />
        ) : confirming ? (
          <div
            ref={confirmButton}
            role="group"
            aria-labelledby="coupon-deactivate-question"
            className="space-y-3"
          >
            <p id="coupon-deactivate-question" className="font-medium">
              {t("coupons.activation.confirm", { code: coupon.code })}
            </p>
            <div className="flex flex-wrap gap-3">
              <SubmitButton
                busy={busy}
                icon={PowerOff}
                label={t("coupons.activation.confirmYes")}
                busyLabel={t("coupons.activation.deactivating")}
                className="button-danger"
              />
              <button type="button" onClick={cancel} disabled={busy} className="button-secondary">
                {t("frame.cancel")}
              </button>
            </div>
          </div>
        ) : (
          <button
            ref={askButton}
            type="button"
            onClick={() => setConfirming(true)}
            className="button-secondary"
          >
            <PowerOff className="size-5" aria-hidden="true" />
            {t("coupons.activation.deactivate")}
          </button>
        )}
      </fetcher.Form>
    </section>
  );
}
