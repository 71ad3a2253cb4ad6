import * as Dialog from "@radix-ui/react-dialog";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { ConfirmDialog, confirmActionsClassName } from "~/components/ui/ConfirmDialog";
import { useReviewsTranslation } from "~/i18n/parts/reviews";
import type { FetcherWithComponents } from "react-router";
import type { ReviewActionResult } from "~/modules/reviews/review-action";

/**
 * "Delete your review?": deleting asks first; "Keep it" has the first focus. The answer comes back
 * to the fetcher given (the section's, which outlives the review being deleted).
 */
export function DeleteReviewDialog({
  reviewId,
  open,
  onOpenChange,
  fetcher,
  onCloseAutoFocus,
}: {
  reviewId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fetcher: FetcherWithComponents<ReviewActionResult>;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useReviewsTranslation();
  const busy = fetcher.state !== "idle";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("reviews.deleteDialog.title")}
      description={t("reviews.deleteDialog.text")}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <fetcher.Form method="post" className={confirmActionsClassName}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <Dialog.Close type="button" disabled={busy} className="button-secondary">
          {t("reviews.deleteDialog.cancel")}
        </Dialog.Close>
        <button
          type="submit"
          disabled={busy}
          className="button-danger disabled:cursor-wait disabled:opacity-80"
        >
          {busy ? (
            <SpriteIcon name="loader-circle" className="size-5 animate-spin" />
          ) : (
            <SpriteIcon name="trash" className="size-5" />
          )}
          {busy ? t("reviews.deleteDialog.deleting") : t("reviews.deleteDialog.confirm")}
        </button>
      </fetcher.Form>
    </ConfirmDialog>
  );
}
