import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import type { ReviewModerationResult } from "~/modules/admin/reviews/review-results";
import type { AdminReviewRow } from "~/modules/admin/reviews/reviews.server";
import { ConfirmAction } from "../ConfirmAction";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * "Delete" on a review of the list, after a confirmation. The table's row and the phone's card
 * share one fetcher (by its key), so either shows the same state. The answer is told as soon as
 * it arrives: once the list reloads, the row and this component are gone.
 */
export function DeleteReview({
  review,
  compact = false,
  onDeleted,
}: {
  review: AdminReviewRow;
  /** In the table: an icon button, and the question in the row's last cell. */
  compact?: boolean;
  /** Called once the review is gone, to move the focus off the button that goes with it. */
  onDeleted: () => void;
}) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<ReviewModerationResult>({ key: `review-delete-${review.id}` });
  const author = review.authorName;
  const told = useRef(fetcher.data);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || result === undefined || told.current === result) return;
    told.current = result;
    // The same toast id from the row and the card: shown once.
    const id = `review-delete-${review.id}`;
    if (result.status === "deleted") toast.success(t("reviews.delete.deleted", { author }), { id });
    else if (result.status === "not-found") toast.error(t("reviews.delete.notFound"), { id });
    else toast.error(t("reviews.delete.refused"), { id });
    if (result.status === "deleted" || result.status === "not-found") onDeleted();
    // Once per answer: onDeleted and t are new functions on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  return (
    <ConfirmAction
      fetcher={fetcher}
      intent="delete"
      fields={{ reviewId: review.id }}
      className={compact ? "" : "mt-4"}
      questionId={`review-delete-${review.id}-${compact ? "row" : "card"}`}
      question={t("reviews.delete.confirm", { author })}
      ask={{
        icon: "trash",
        label: t("reviews.delete.button"),
        name: t("reviews.delete.buttonNamed", { author, product: review.productName }),
        compact,
      }}
      yes={{
        icon: "trash",
        label: t("reviews.delete.yes"),
        busyLabel: t("reviews.delete.deleting"),
        className: "button-danger",
      }}
    />
  );
}
