import { toast } from "~/components/ui/toast";
import { useFetcher } from "react-router";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { CouponActionResult } from "~/modules/admin/coupons/coupon-results";
import type { CouponView } from "~/modules/admin/coupons/coupon-view";
import { ConfirmAction } from "../ConfirmAction";
import { useAdminTranslation } from "../use-admin-translation";
import { useEachAnswer } from "../use-each-answer";

/**
 * Switching a coupon off (after a confirmation: shoppers holding the code lose it) or on again.
 * Coupons are never deleted: orders keep a reference to theirs.
 */
export function CouponActivation({ coupon }: { coupon: CouponView }) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<CouponActionResult>({ key: `coupon-activation-${coupon.id}` });
  const busy = fetcher.state !== "idle";

  useEachAnswer(fetcher, (result) => {
    if (result.status === "not-found") toast.error(t("coupons.form.notFound"));
    else if (result.status === "done") {
      const news =
        result.intent === "deactivate" ? "coupons.activation.deactivated" : "coupons.activation.activated";
      toast.success(t(news, { code: result.code }), { id: news });
    }
  });

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
      {coupon.isActive ? (
        <ConfirmAction
          fetcher={fetcher}
          intent="deactivate"
          questionId="coupon-deactivate-question"
          question={t("coupons.activation.confirm", { code: coupon.code })}
          ask={{ icon: "power-off", label: t("coupons.activation.deactivate") }}
          yes={{
            icon: "power-off",
            label: t("coupons.activation.confirmYes"),
            busyLabel: t("coupons.activation.deactivating"),
            className: "button-danger",
          }}
        />
      ) : (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="activate" />
          <SubmitButton
            busy={busy}
            icon="power"
            label={t("coupons.activation.activate")}
            busyLabel={t("coupons.activation.activating")}
            className="button-secondary"
          />
        </fetcher.Form>
      )}
    </section>
  );
}
