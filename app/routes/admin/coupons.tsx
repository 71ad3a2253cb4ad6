import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CouponsPage } from "~/components/admin/coupons/CouponsPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { parseCouponListQuery } from "~/modules/admin/coupons/coupon-list-query";
import { toCouponView } from "~/modules/admin/coupons/coupon-view";
import { listCoupons } from "~/modules/admin/coupons/coupons.server";
import type { Route } from "./+types/coupons";

/** /admin/coupons: every coupon with its use, found by code and status, 20 a page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const query = parseCouponListQuery(url);
  const list = await listCoupons(context.db, query);
  return data(
    {
      query,
      coupons: list.coupons.map(toCouponView),
      total: list.total,
      pageCount: list.pageCount,
      now: new Date().toISOString(),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("coupons.title") }));
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  return <CouponsPage {...loaderData} />;
}
