import * as Dialog from "@radix-ui/react-dialog";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useReviewsTranslation } from "~/i18n/parts/reviews";
import type { FetcherWithComponents } from "react-router";
import type { ReviewActionResult } from "~/modules/reviews/review-action";

/**
 * "Delete your review?": deleting asks first. The answer comes back to the fetcher given (the
 * section's, which outlives the review being deleted). Radix traps focus inside and closes on
 * Escape; "Keep it" has the first focus, so a stray Enter deletes nothing.
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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-semibold">
            {t("reviews.deleteDialog.title")}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-muted">
            {t("reviews.deleteDialog.text")}
          </Dialog.Description>
          <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
