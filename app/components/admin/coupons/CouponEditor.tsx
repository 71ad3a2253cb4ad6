import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useFetcher, useSearchParams } from "react-router";
import { Link } from "~/components/ui/Link";
import type { CouponActionResult } from "~/modules/admin/coupons/coupon-results";
import { couponState, type CouponView } from "~/modules/admin/coupons/coupon-view";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { CouponActivation } from "./CouponActivation";
import { CouponForm } from "./CouponForm";
import { CouponStateBadge } from "./CouponStateBadge";

/**
 * /admin/coupons/new and /admin/coupons/:id: the terms form, and for a coupon that exists its
 * availability. A new coupon's page opens with `?created=1`, which becomes a toast.
 */
export function CouponEditor({ coupon, now }: { coupon: CouponView | null; now: string }) {
  const { t } = useAdminTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const saveFetcher = useFetcher<CouponActionResult>({ key: `coupon-form-${coupon?.id ?? "new"}` });

  useEffect(() => {
    if (!coupon || !searchParams.has("created")) return;
    toast.success(t("coupons.form.created", { code: coupon.code }), { id: "coupons.form.created" });
    setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [coupon, searchParams, setSearchParams, t]);

  const announced = useRef(saveFetcher.data);
  useEffect(() => {
    const result = saveFetcher.data;
    if (saveFetcher.state !== "idle" || result?.status !== "saved" || announced.current === result) return;
    announced.current = result;
    toast.success(t("coupons.form.saved"), { id: "coupons.form.saved" });
  }, [saveFetcher.data, saveFetcher.state, t]);

  return (
    <>
      <Link
        to="/admin/coupons"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("coupons.backToList")}
      </Link>
      <AdminPageHeader
        title={coupon ? t("coupons.editTitle", { code: coupon.code }) : t("coupons.newTitle")}
        actions={coupon ? <CouponStateBadge state={couponState(coupon, new Date(now))} /> : undefined}
      />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="coupon-terms"
          className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
        >
          <h2 id="coupon-terms" className="mb-5 text-xl font-bold">
            {t("coupons.form.heading")}
          </h2>
          {/* Keyed by the stored terms: after a save the fields show them as stored (code in capitals, cents as dollars). */}
          <CouponForm key={coupon ? JSON.stringify(coupon) : "new"} coupon={coupon} />
        </section>
        {coupon && (
          <div>
            <CouponActivation coupon={coupon} />
          </div>
        )}
      </div>
    </>
  );
}
