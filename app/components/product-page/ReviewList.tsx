import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { toast } from "~/components/ui/toast";
import { useReviewsTranslation } from "~/i18n/parts/reviews";
import { useFetcher } from "react-router";
import { ReviewComposer } from "~/components/reviews/ReviewComposer";
import { ReviewItem } from "~/components/reviews/ReviewItem";
import type { ReviewView } from "~/modules/catalog/types";
import type { ReviewActionResult } from "~/modules/reviews/review-action";
import type { ReviewViewer } from "~/modules/reviews/types";
import { RatingSummary } from "./RatingSummary";
import { useRootData } from "~/components/layout/use-root-data";
import { longDate } from "~/lib/formats";
import { onDemand, prefetch, useOnDemand } from "~/components/ui/on-demand";

// The form (and the schema it checks with) loads when a shopper opens it, not with every product
// page: most visitors read reviews and never write one.
const ReviewForm = lazy(() =>
  import("~/components/reviews/ReviewForm").then((m) => ({ default: m.ReviewForm })),
);

// "Delete your review?" (Radix's dialog) too, when its Delete button is first hovered or pressed.
const deleteDialog = onDemand(() => import("~/components/reviews/DeleteReviewDialog"));

type Mode = "reading" | "writing" | "editing";

const actionButton =
  "inline-flex items-center gap-1.5 rounded-full border border-slate-500 bg-surface px-3.5 py-1.5 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent";

/**
 * The list for the page's visitor. Who that is comes after hydration on a shared page
 * (`useRootData`, decision 022), and is read here, inside the section, which hydrates after the
 * page's first scripts (decision 029): read by the page around it, its arrival would redraw the
 * section from scratch before it had hydrated, and the reviews would blink out meanwhile.
 */
export function VisitorReviewList(props: Omit<Parameters<typeof ReviewList>[0], "viewer">) {
  const { user, reviewIds } = useRootData();
  return <ReviewList {...props} viewer={user ? { ownReviewIds: reviewIds } : null} />;
}

/**
 * Customer Reviews: the average and count, an invitation to write one (signed out: to sign in
 * first), the shopper's own review first with Edit and Delete, then everyone else's, newest
 * first as the loader gives them. Dates are written in the page's language and in UTC, so the
 * server's HTML and the browser's render agree whatever the visitor's time zone.
 *
 * `viewer` is null for a signed-out visitor, and while the browser has not yet learnt who is
 * signed in: the page's HTML is the same for everyone (decision 022).
 */
export function ReviewList({
  reviews,
  ratingAverage,
  slug,
  viewer,
}: {
  reviews: readonly ReviewView[];
  ratingAverage: number;
  slug: string;
  viewer: ReviewViewer | null;
}) {
  const { t, language } = useReviewsTranslation();
  const dateFormat = longDate(language);
  const [mode, setMode] = useState<Mode>("reading");
  // The review just written is the shopper's before their next /api/viewer answer says so.
  const [writtenId, setWrittenId] = useState<string | null>(null);
  const ownReview = viewer
    ? reviews.find((review) => review.id === writtenId || viewer.ownReviewIds.includes(review.id))
    : undefined;
  const others = ownReview ? reviews.filter((review) => review !== ownReview) : reviews;

  const ownRef = useRef<HTMLElement>(null);
  const writeRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the form has closed: the shopper's review after writing or editing
  // it (a screen reader reads it), back to the button that opened the form after cancelling.
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    const target = focusNext.current?.current;
    if (!target) return;
    focusNext.current = null;
    target.focus();
    target.scrollIntoView({ block: "nearest" });
  });
  const closeForm = useCallback((focus: RefObject<HTMLElement | null>) => {
    focusNext.current = focus;
    setMode("reading");
  }, []);
  const written = useCallback(
    (reviewId?: string) => {
      if (reviewId) setWrittenId(reviewId);
      closeForm(ownRef);
    },
    [closeForm],
  );

  // Deleting: the fetcher lives here, as the review it deletes leaves the page with its answer.
  const deletion = useFetcher<ReviewActionResult>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const dialog = useOnDemand(deleteDialog, confirming !== null);
  const deleted = deletion.state === "idle" ? deletion.data : undefined;
  const [shownDeleted, setShownDeleted] = useState(deleted);
  if (deleted !== shownDeleted) {
    setShownDeleted(deleted);
    if (deleted) setConfirming(null);
  }
  const announced = useRef<ReviewActionResult | undefined>(undefined);
  useEffect(() => {
    if (!deleted || announced.current === deleted) return;
    announced.current = deleted;
    if (deleted.status === "saved") toast.success(t("reviews.toast.deleted"), { id: "review-deleted" });
    else
      toast.error(
        t(deleted.status === "notFound" ? "reviews.errors.notFound" : "reviews.errors.deleteFailed"),
        {
          id: "review-delete-failed",
        },
      );
  }, [deleted, t]);

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-32 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          {t("product.reviews.heading")}
        </h2>
        {reviews.length > 0 && <RatingSummary average={ratingAverage} count={reviews.length} />}
      </div>

      {mode === "writing" ? (
        <div className="max-w-3xl rounded-2xl border border-line bg-surface-muted p-5 sm:p-6">
          <Suspense>
            <ReviewForm onDone={written} onCancel={() => closeForm(writeRef)} />
          </Suspense>
        </div>
      ) : (
        !ownReview && (
          <ReviewComposer
            slug={slug}
            signedIn={viewer !== null}
            writeRef={writeRef}
            onWrite={() => setMode("writing")}
          />
        )
      )}

      {reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center">
          <SpriteIcon name="message-square-text" className="size-10 text-ink-muted" />
          <p className="text-lg font-semibold">{t("product.reviews.empty")}</p>
          <p className="text-ink-muted">{t("product.reviews.emptyHint")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {ownReview && (
            <li className="pb-4">
              {mode === "editing" ? (
                <div className="max-w-3xl rounded-2xl border border-accent/40 bg-surface-muted p-5 sm:p-6">
                  <Suspense>
                    <ReviewForm review={ownReview} onDone={written} onCancel={() => closeForm(editRef)} />
                  </Suspense>
                </div>
              ) : (
                <ReviewItem
                  ref={ownRef}
                  review={ownReview}
                  dateFormat={dateFormat}
                  own={{
                    label: t("reviews.own.label"),
                    actions: (
                      <>
                        <button
                          ref={editRef}
                          type="button"
                          className={actionButton}
                          onClick={() => setMode("editing")}
                        >
                          <SpriteIcon name="pencil" className="size-4" />
                          {t("reviews.own.edit")}
                        </button>
                        <button
                          ref={deleteRef}
                          type="button"
                          className={actionButton}
                          onClick={() => setConfirming(ownReview.id)}
                          onPointerEnter={() => prefetch(deleteDialog)}
                          onFocus={() => prefetch(deleteDialog)}
                        >
                          <SpriteIcon name="trash" className="size-4" />
                          {t("reviews.own.delete")}
                        </button>
                      </>
                    ),
                  }}
                />
              )}
            </li>
          )}
          {others.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} dateFormat={dateFormat} />
            </li>
          ))}
        </ul>
      )}

      {viewer && dialog && (
        <dialog.DeleteReviewDialog
          reviewId={confirming ?? ""}
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          fetcher={deletion}
          onCloseAutoFocus={(event) => {
            // Kept: back to its Delete button. Deleted: to "Write a review", which took its place.
            event.preventDefault();
            (deleteRef.current ?? writeRef.current)?.focus();
          }}
        />
      )}
    </section>
  );
}
