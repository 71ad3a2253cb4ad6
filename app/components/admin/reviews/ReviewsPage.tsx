import { BadgeCheck, ExternalLink } from "lucide-react";
import { useRef } from "react";
import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { useRootData } from "~/components/layout/use-root-data";
import { StarRating } from "~/components/product/StarRating";
import { mediumDate } from "~/lib/formats";
import {
  isFiltered,
  REVIEW_RATING_FILTERS,
  REVIEW_VERIFIED_FILTERS,
  reviewListFilters,
  type ReviewListQuery,
} from "~/modules/admin/reviews/review-list-query";
import type { AdminReviewRow } from "~/modules/admin/reviews/reviews.server";
import { EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import {
  FilterButtons,
  FilterField,
  FilterForm,
  FilterSelect,
  SearchField,
  filterControl,
} from "../FilterForm";
import { listHref } from "../list-href";
import { useAdminTranslation } from "../use-admin-translation";
import { DeleteReview } from "./DeleteReview";
import { ReviewText } from "./ReviewText";

const VERIFIED_LABELS = {
  all: "reviews.filters.verifiedAll",
  yes: "reviews.filters.verifiedYes",
  no: "reviews.filters.verifiedNo",
} as const;

interface ReviewsPageProps {
  query: ReviewListQuery;
  reviews: AdminReviewRow[];
  total: number;
  pageCount: number;
}

/** /admin/reviews: filters, then the reviews as a table (cards on phones), each with Delete. */
export function ReviewsPage({ query, reviews, total, pageCount }: ReviewsPageProps) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  // "Nov 23, 2026": the review's words get the width.
  const shortDate = mediumDate(language);
  const filtered = isFiltered(query);
  const href = (page: number) => listHref("/admin/reviews", reviewListFilters(query), page);
  // A deleted review's button goes with its row: the focus goes to the count, which says the new total.
  const count = useRef<HTMLDivElement>(null);
  const focusCount = () => count.current?.focus();

  return (
    <>
      <AdminPageHeader title={t("reviews.title")} subtitle={t("reviews.subtitle")} />

      <FilterForm
        label={t("reviews.filters.label")}
        // Phones: the words and the product across, the two lists side by side.
        className="grid grid-cols-2 gap-3 xl:grid-cols-[1.5fr_1.2fr_0.9fr_1fr_auto] xl:items-end"
      >
        <SearchField
          id="review-search"
          label={t("reviews.filters.search")}
          placeholder={t("reviews.filters.searchPlaceholder")}
          value={query.search}
          maxLength={100}
          className="col-span-2 sm:col-span-1"
        />
        <FilterField
          id="review-product"
          label={t("reviews.filters.product")}
          className="col-span-2 sm:col-span-1"
        >
          {/* Keyed by the value: a new URL (Clear, the back button) resets the uncontrolled input. */}
          <input
            key={query.product}
            id="review-product"
            name="product"
            type="search"
            defaultValue={query.product}
            placeholder={t("reviews.filters.productPlaceholder")}
            maxLength={100}
            className={filterControl}
          />
        </FilterField>
        <FilterSelect
          id="review-rating"
          name="rating"
          label={t("reviews.filters.rating")}
          value={query.rating}
          className="min-w-0"
        >
          {REVIEW_RATING_FILTERS.map((rating) => (
            <option key={rating} value={rating}>
              {rating === "all"
                ? t("reviews.filters.anyRating")
                : t("reviews.filters.stars", { count: Number(rating) })}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="review-verified"
          name="verified"
          label={t("reviews.filters.verified")}
          value={query.verified}
          className="min-w-0"
        >
          {REVIEW_VERIFIED_FILTERS.map((verified) => (
            <option key={verified} value={verified}>
              {t(VERIFIED_LABELS[verified])}
            </option>
          ))}
        </FilterSelect>
        <div className="col-span-2 flex flex-wrap items-end gap-3 xl:col-span-1">
          <FilterButtons path="/admin/reviews" filtered={filtered} />
        </div>
      </FilterForm>

      <div ref={count} tabIndex={-1} className="outline-none">
        <ResultCount>{t("reviews.count", { count: total })}</ResultCount>
      </div>

      {reviews.length === 0 ? (
        <EmptyList filtered={filtered} empty={t("reviews.empty")} />
      ) : (
        <>
          <ListCards>
            {reviews.map((review) => (
              <ListCard key={review.id}>
                <ProductLinks review={review} />
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                  <StarRating average={review.rating} size={14} />
                  <time dateTime={review.createdAt}>{shortDate.format(new Date(review.createdAt))}</time>
                </div>
                <div className="mt-2 text-sm">
                  <ReviewText review={review} />
                </div>
                <div className="mt-3 text-sm">
                  <Author review={review} />
                </div>
                <DeleteReview review={review} onDeleted={focusCount} />
              </ListCard>
            ))}
          </ListCards>

          <ListTable
            columns={[
              { label: t("reviews.columns.product") },
              { label: t("reviews.columns.review") },
              { label: t("reviews.columns.author") },
              { label: t("reviews.columns.date") },
              { label: t("reviews.columns.actions"), hidden: true },
            ]}
          >
            {reviews.map((review) => (
              <tr key={review.id} className="align-top">
                <td className="w-44 px-4 py-3">
                  <ProductLinks review={review} />
                </td>
                <td className="min-w-64 px-4 py-3">
                  <StarRating average={review.rating} size={14} />
                  <div className="mt-1">
                    <ReviewText review={review} />
                  </div>
                </td>
                <td className="w-40 px-4 py-3">
                  <Author review={review} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={review.createdAt}>{shortDate.format(new Date(review.createdAt))}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <DeleteReview review={review} compact onDeleted={focusCount} />
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

/** The product's admin page, and its shop page (when the shop shows it). */
function ProductLinks({ review }: { review: AdminReviewRow }) {
  const { t } = useAdminTranslation();
  return (
    <div className="min-w-0">
      <Link
        to={`/admin/products/${review.productId}`}
        className="font-semibold break-words hover:text-accent hover:underline"
      >
        {review.productName}
      </Link>
      <div className="mt-0.5 text-sm">
        {review.productActive ? (
          <a
            href={`/product/${review.productSlug}`}
            target="_blank"
            rel="noopener"
            aria-label={t("reviews.shopPageOf", { name: review.productName })}
            className="inline-flex items-center gap-1 text-accent hover:underline"
          >
            {t("reviews.shopPage")}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : (
          <span className="text-ink-muted">{t("reviews.hidden")}</span>
        )}
      </div>
    </div>
  );
}

/** The author's name (their customer page, for a shopper's review) and whether they bought it. */
function Author({ review }: { review: AdminReviewRow }) {
  const { t } = useAdminTranslation();
  return (
    <div className="space-y-1">
      {review.userId ? (
        <p className="font-medium break-words">
          <Link to={`/admin/customers/${review.userId}`} className="hover:text-accent hover:underline">
            {review.authorName}
          </Link>
        </p>
      ) : (
        <p className="font-medium break-words">{review.authorName}</p>
      )}
      {review.verifiedPurchase && (
        <p className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {t("reviews.verified")}
        </p>
      )}
    </div>
  );
}
