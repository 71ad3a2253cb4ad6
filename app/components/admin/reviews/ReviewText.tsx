import { useId, useState } from "react";
import { excerpt } from "~/modules/admin/reviews/review-excerpt";
import type { AdminReviewRow } from "~/modules/admin/reviews/reviews.server";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * A review's title and comment. A long comment shows its start, with "Show all" for the rest:
 * a moderator judges the whole text, but a page of 20 stays readable.
 */
export function ReviewText({ review }: { review: Pick<AdminReviewRow, "title" | "comment"> }) {
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  const textId = useId();
  const start = review.comment ? excerpt(review.comment) : null;

  if (!review.title && !review.comment) return <p className="text-ink-muted italic">{t("reviews.noText")}</p>;
  return (
    // Words without spaces (a spammer's link) wrap instead of widening the page.
    <div className="[overflow-wrap:anywhere]">
      {review.title && <p className="font-semibold">{review.title}</p>}
      {review.comment && (
        <p id={textId} className="whitespace-pre-line text-ink-muted">
          {start && !open ? `${start}…` : review.comment}
        </p>
      )}
      {start && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
          className="mt-1 text-sm font-semibold text-accent hover:underline"
        >
          {open ? t("reviews.showLess") : t("reviews.showAll")}
        </button>
      )}
    </div>
  );
}
