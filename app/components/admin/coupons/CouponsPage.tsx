import { Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { COUPON_STATUS_FILTERS, type CouponListQuery } from "~/modules/admin/coupons/coupon-list-query";
import { couponState, type CouponView } from "~/modules/admin/coupons/coupon-view";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { CouponStateBadge } from "./CouponStateBadge";
import { discountText, expiryText, minimumText, usageText } from "./coupon-texts";

interface CouponsPageProps {
  query: CouponListQuery;
  coupons: CouponView[];
  total: number;
  pageCount: number;
  /** The server's now, so the page hydrates with the same states it rendered. */
  now: string;
}

const control =
  "mt-1.5 block h-12 w-full rounded-xl border border-slate-500 bg-surface px-4 text-base text-ink focus:border-accent";

/** /admin/coupons: a filter, then the coupons as a table (cards on phones) with their use. */
export function CouponsPage({ query, coupons, total, pageCount, now }: CouponsPageProps) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const at = new Date(now);
  const filtered = query.search !== "" || query.status !== "all";

  const href = (page: number) => {
    const params = new URLSearchParams();
    if (query.search) params.set("q", query.search);
    if (query.status !== "all") params.set("status", query.status);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `/admin/coupons?${search}` : "/admin/coupons";
  };

  return (
    <>
      <AdminPageHeader
        title={t("coupons.title")}
        subtitle={t("coupons.subtitle")}
        actions={
          <Link to="/admin/coupons/new" className="button-primary">
            <Plus className="size-5" aria-hidden="true" />
            {t("coupons.newCoupon")}
          </Link>
        }
      />

      <Form
        method="get"
        role="search"
        aria-label={t("coupons.filters.label")}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface-raised p-4"
      >
        <div className="min-w-40 flex-1">
          <label htmlFor="coupon-search" className="block text-sm font-semibold">
            {t("coupons.filters.search")}
          </label>
          <input
            id="coupon-search"
            name="q"
            type="search"
            defaultValue={query.search}
            placeholder={t("coupons.filters.searchPlaceholder")}
            className={control}
          />
        </div>
        <div className="min-w-36">
          <label htmlFor="coupon-status" className="block text-sm font-semibold">
            {t("coupons.filters.status")}
          </label>
          <select id="coupon-status" name="status" defaultValue={query.status} className={control}>
            {COUPON_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`coupons.filters.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-secondary">
          <Search className="size-5" aria-hidden="true" />
          {t("frame.filter")}
        </button>
        {filtered && (
          <Link to="/admin/coupons" className="self-center text-sm font-semibold text-accent hover:underline">
            {t("frame.clear")}
          </Link>
        )}
      </Form>

      <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
        {t("coupons.count", { count: total })}
      </p>

      {coupons.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-line bg-surface-raised p-6 text-ink-muted">
          {filtered ? t("frame.noResults") : t("coupons.empty")}
        </p>
      ) : (
        <>
          {/* Phones: one card per coupon. */}
          <ul className="mt-3 space-y-3 md:hidden">
            {coupons.map((coupon) => (
              <li key={coupon.id} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <Link
                    to={`/admin/coupons/${coupon.id}`}
                    aria-label={t("coupons.editCode", { code: coupon.code })}
                    className="font-mono text-lg font-bold break-all hover:text-accent hover:underline"
                  >
                    {coupon.code}
                  </Link>
                  <CouponStateBadge state={couponState(coupon, at)} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <CardFact label={t("coupons.columns.discount")} value={discountText(t, coupon)} />
                  <CardFact label={t("coupons.columns.minimum")} value={minimumText(t, coupon)} />
                  <CardFact label={t("coupons.columns.expires")} value={expiryText(t, coupon, language)} />
                  <CardFact label={t("coupons.columns.used")} value={usageText(t, coupon)} />
                </dl>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table. */}
          <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("coupons.columns.code")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("coupons.columns.discount")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("coupons.columns.minimum")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("coupons.columns.expires")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("coupons.columns.used")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("coupons.columns.status")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">{t("coupons.columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {coupons.map((coupon) => (
                  <tr key={coupon.id}>
                    <th scope="row" className="px-4 py-3 font-mono font-bold">
                      {coupon.code}
                    </th>
                    <td className="px-4 py-3">{discountText(t, coupon)}</td>
                    <td className="px-4 py-3 tabular-nums">{minimumText(t, coupon)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{expiryText(t, coupon, language)}</td>
                    <td className="px-4 py-3 tabular-nums">{usageText(t, coupon)}</td>
                    <td className="px-4 py-3">
                      <CouponStateBadge state={couponState(coupon, at)} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Link
                        to={`/admin/coupons/${coupon.id}`}
                        aria-label={t("coupons.editCode", { code: coupon.code })}
                        className="font-semibold text-accent hover:underline"
                      >
                        {t("coupons.edit")}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <Pagination page={query.page} pageCount={pageCount} href={href} />
    </>
  );
}

function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
