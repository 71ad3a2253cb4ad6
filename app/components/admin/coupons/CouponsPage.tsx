import { Plus } from "lucide-react";
import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { COUPON_STATUS_FILTERS, type CouponListQuery } from "~/modules/admin/coupons/coupon-list-query";
import { couponState, type CouponView } from "~/modules/admin/coupons/coupon-view";
import { CardFact, EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { FilterButtons, FilterForm, FilterSelect, SearchField } from "../FilterForm";
import { listHref } from "../list-href";
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

/** /admin/coupons: a filter, then the coupons as a table (cards on phones) with their use. */
export function CouponsPage({ query, coupons, total, pageCount, now }: CouponsPageProps) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const at = new Date(now);
  const filtered = query.search !== "" || query.status !== "all";
  const href = (page: number) =>
    listHref(
      "/admin/coupons",
      { q: query.search, status: query.status === "all" ? null : query.status },
      page,
    );

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

      <FilterForm label={t("coupons.filters.label")} className="flex flex-wrap items-end gap-3">
        <SearchField
          id="coupon-search"
          label={t("coupons.filters.search")}
          placeholder={t("coupons.filters.searchPlaceholder")}
          value={query.search}
          className="min-w-40 flex-1"
        />
        <FilterSelect
          id="coupon-status"
          name="status"
          label={t("coupons.filters.status")}
          value={query.status}
          className="min-w-36"
        >
          {COUPON_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`coupons.filters.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterButtons path="/admin/coupons" filtered={filtered} />
      </FilterForm>

      <ResultCount>{t("coupons.count", { count: total })}</ResultCount>

      {coupons.length === 0 ? (
        <EmptyList filtered={filtered} empty={t("coupons.empty")} />
      ) : (
        <>
          <ListCards>
            {coupons.map((coupon) => (
              <ListCard key={coupon.id}>
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
              </ListCard>
            ))}
          </ListCards>

          <ListTable
            columns={[
              { label: t("coupons.columns.code") },
              { label: t("coupons.columns.discount") },
              { label: t("coupons.columns.minimum") },
              { label: t("coupons.columns.expires") },
              { label: t("coupons.columns.used") },
              { label: t("coupons.columns.status") },
              { label: t("coupons.columns.actions"), hidden: true },
            ]}
          >
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
          </ListTable>
        </>
      )}

      <Pagination page={query.page} pageCount={pageCount} href={href} />
    </>
  );
}
