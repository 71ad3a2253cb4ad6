import { data, redirect } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CouponEditor } from "~/components/admin/coupons/CouponEditor";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import type { CouponActionResult } from "~/modules/admin/coupons/coupon-results";
import { validateCoupon, COUPON_FIELDS } from "~/modules/admin/coupons/coupon-schema";
import { createCoupon } from "~/modules/admin/coupons/coupons.server";
import type { Route } from "./+types/coupons.new";

/** /admin/coupons/new: the form of a new coupon. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  return data({ now: new Date().toISOString() }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: CouponActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Creates the coupon, then opens its page (which says it was created). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  if (form.get("intent") !== "save") return answer({ intent: null, status: "unknown-intent" }, 400);
  const parsed = validateCoupon(form, { now: new Date() });
  if (!parsed.success)
    return answer({ intent: "save", ...invalidAnswer(request, form, COUPON_FIELDS, parsed.errors) }, 400);
  const result = await createCoupon(context.db, admin, parsed.data);
  if (result.outcome === "invalid") {
    return answer({ intent: "save", ...invalidAnswer(request, form, COUPON_FIELDS, result.errors) }, 409);
  }
  if (result.outcome === "not-found") return answer({ intent: "save", status: "not-found" }, 404);
  return redirect(`/admin/coupons/${result.coupon.id}?created=1`, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("coupons.newTitle") }));
}

export default function AdminNewCoupon({ loaderData }: Route.ComponentProps) {
  return <CouponEditor coupon={null} now={loaderData.now} />;
}
