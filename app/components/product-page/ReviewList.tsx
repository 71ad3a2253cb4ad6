import { BadgeCheck, MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StarRating } from "~/components/product/StarRating";
import type { ReviewView } from "~/modules/catalog/types";
import { RatingSummary } from "./RatingSummary";

/**
 * Customer Reviews, newest first as the loader gives them, or an empty state. Dates are written
 * in the page's language and in UTC, so the server's HTML and the browser's render agree
 * whatever the visitor's time zone.
 */
export function ReviewList({
  reviews,
  ratingAverage,
}: {
  reviews: readonly ReviewView[];
  ratingAverage: number;
}) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-32">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          {t("product.reviews.heading")}
        </h2>
        {reviews.length > 0 && <RatingSummary average={ratingAverage} count={reviews.length} />}
      </div>

      {reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center">
          <MessageSquareText className="size-10 text-ink-muted" aria-hidden="true" />
          <p className="text-lg font-semibold">{t("product.reviews.empty")}</p>
          <p className="text-ink-muted">{t("product.reviews.emptyHint")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.id}>
              <article className="flex gap-4 py-6">
                {/* An initial stands in for a photo: nothing to download. */}
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-grape/10 font-display text-lg font-semibold text-accent"
                >
                  {review.authorName.charAt(0)}
                </span>
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <StarRating average={review.rating} />
                    {review.title && <h3 className="font-sans text-base font-semibold">{review.title}</h3>}
                  </div>
                  {review.comment && <p className="leading-relaxed">{review.comment}</p>}
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                    <span>{t("product.reviews.by", { author: review.authorName })}</span>
                    <time dateTime={review.createdAt.toISOString()}>
                      {dateFormat.format(review.createdAt)}
                    </time>
                    {review.verifiedPurchase && (
                      <span className="inline-flex items-center gap-1 font-medium text-mint-ink dark:text-green-400">
                        <BadgeCheck className="size-4" aria-hidden="true" />
                        {t("product.reviews.verified")}
                      </span>
                    )}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
