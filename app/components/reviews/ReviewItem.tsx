import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "~/i18n/react";
import { StarRating } from "~/components/product/StarRating";
import type { ReviewView } from "~/modules/catalog/types";

/**
 * One review: stars, title, words, author, date and "Verified purchase". Everything the
 * shopper wrote is rendered as text (React escapes it); line breaks they typed are kept.
 * The shopper's own review carries a "Your review" label and its actions.
 */
export function ReviewItem({
  review,
  dateFormat,
  own,
  ref,
}: {
  review: ReviewView;
  /** One formatter for the whole list, in the page's language and UTC (see ReviewList). */
  dateFormat: Intl.DateTimeFormat;
  /** The shopper's own review: its label and actions (Edit, Delete). */
  own?: { label: string; actions: ReactNode };
  ref?: Ref<HTMLElement>;
}) {
  const { t, language } = useTranslation();
  // A review keeps the language it was written in (issue 27 item 6): one in another language than
  // the page's says so, and its words carry their language for screen readers.
  const foreign = review.language !== language;
  return (
    <article
      ref={ref}
      tabIndex={own ? -1 : undefined}
      aria-label={own?.label}
      className={clsx(
        "flex gap-4 py-6",
        own && "scroll-mt-32 rounded-2xl border border-accent/40 bg-surface-muted px-4 outline-none sm:px-6",
      )}
    >
      {/* An initial stands in for a photo: nothing to download. */}
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-grape/10 font-display text-lg font-semibold text-accent"
      >
        {review.authorName.charAt(0)}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        {own && (
          <p className="inline-flex rounded-full bg-grape/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent uppercase">
            {own.label}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating average={review.rating} />
          {review.title && (
            <h3
              lang={foreign ? review.language : undefined}
              className="font-sans text-base font-semibold [overflow-wrap:anywhere]"
            >
              {review.title}
            </h3>
          )}
        </div>
        {foreign && (
          <p className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
            <SpriteIcon name="globe" className="size-3.5" />
            {t(`product.reviews.writtenIn.${review.language}`)}
          </p>
        )}
        {review.comment && (
          <p
            lang={foreign ? review.language : undefined}
            className="leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]"
          >
            {review.comment}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>{t("product.reviews.by", { author: review.authorName })}</span>
          <time dateTime={review.createdAt.toISOString()}>{dateFormat.format(review.createdAt)}</time>
          {review.verifiedPurchase && (
            <span className="inline-flex items-center gap-1 font-medium text-mint-ink dark:text-green-400">
              <SpriteIcon name="badge-check" className="size-4" />
              {t("product.reviews.verified")}
            </span>
          )}
        </p>
        {own && <div className="flex flex-wrap gap-2 pt-1">{own.actions}</div>}
      </div>
    </article>
  );
}
