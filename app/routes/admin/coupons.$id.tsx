import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CouponEditor } from "~/components/admin/coupons/CouponEditor";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { isCouponIntent, type CouponActionResult } from "~/modules/admin/coupons/coupon-results";
import { expiryDay, validateCoupon, COUPON_FIELDS } from "~/modules/admin/coupons/coupon-schema";
import { toCouponView } from "~/modules/admin/coupons/coupon-view";
import { findCouponById, setCouponActive, updateCoupon } from "~/modules/admin/coupons/coupons.server";
import type { Route } from "./+types/coupons.$id";

/** /admin/coupons/:id: one coupon's terms and availability. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const coupon = await findCouponById(context.db, params.id);
  if (!coupon) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ coupon: toCouponView(coupon), now: new Date().toISOString() }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: CouponActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Saves the terms (`intent=save`), or switches the coupon off or on again. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isCouponIntent(intent)) return answer({ intent: null, status: "unknown-intent" }, 400);

  if (intent === "save") {
    const current = await findCouponById(context.db, params.id);
    if (!current) return answer({ intent, status: "not-found" }, 404);
    const parsed = validateCoupon(form, {
      now: new Date(),
      currentExpiresOn: expiryDay(current.expiresAt),
    });
    if (!parsed.success)
      return answer({ intent, ...invalidAnswer(request, form, COUPON_FIELDS, parsed.errors) }, 400);
    const result = await updateCoupon(context.db, admin, params.id, parsed.data);
    if (result.outcome === "not-found") return answer({ intent, status: "not-found" }, 404);
    if (result.outcome === "invalid")
      return answer({ intent, ...invalidAnswer(request, form, COUPON_FIELDS, result.errors) }, 409);
    return answer({ intent, status: "saved", id: result.coupon.id });
  }

  const result = await setCouponActive(context.db, admin, params.id, intent === "activate");
  if (result.outcome === "not-found") return answer({ intent, status: "not-found" }, 404);
  return answer({ intent, status: "done", code: result.coupon.code });
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  const page = loaded ? t("coupons.editTitle", { code: loaded.coupon.code }) : t("coupons.title");
  return noindexPageMeta(t("frame.metaTitle", { page }));
}

export default function AdminCoupon({ loaderData }: Route.ComponentProps) {
  return <CouponEditor key={loaderData.coupon.id} coupon={loaderData.coupon} now={loaderData.now} />;
}
