import clsx from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { toast } from "~/components/ui/toast";
import { useReviewsTranslation } from "~/i18n/parts/reviews";
import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { characterCount } from "~/lib/plain-text";
import type { ReviewActionResult } from "~/modules/reviews/review-action";
import {
  normalizeReviewText,
  REVIEW_FIELDS,
  REVIEW_LIMITS,
  validateReview,
} from "~/modules/reviews/review-schema";
import { StarRatingInput } from "./StarRatingInput";
import { wholeNumber } from "~/lib/formats";

/** The review being edited, or nothing for a new one. */
export interface EditedReview {
  id: string;
  rating: number;
  title: string | null;
  comment: string | null;
}

/**
 * Write or edit a review, in place on the product page: sent by a fetcher to the product
 * route's action, so the page neither navigates nor scrolls; the loaders run again afterwards
 * and the list, the average and the count follow. The browser checks the fields with the
 * server's own schema first; the server checks again.
 */
export function ReviewForm({
  review,
  onDone,
  onCancel,
}: {
  review?: EditedReview;
  /** Saved (with its id) or already there: the form closes and the shopper's review takes its place. */
  onDone: (reviewId?: string) => void;
  onCancel: () => void;
}) {
  const { t, language } = useReviewsTranslation();
  const id = useId();
  const fetcher = useFetcher<ReviewActionResult>();
  const busy = fetcher.state !== "idle";
  const intent = review ? "update" : "create";

  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [title, setTitle] = useState(review?.title ?? "");
  const [comment, setComment] = useState(review?.comment ?? "");

  // The server's answer, once the page's data has been reloaded after it.
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const { formRef, errorOf, formProps } = useCheckedForm({
    fields: REVIEW_FIELDS,
    validate: validateReview,
    answer: result,
    message: (code) => t(`reviews.errors.${code}`),
  });
  const failed = result !== undefined && (result.status === "failed" || result.status === "refused");

  // Once per answer: say what happened, then close (the form kit points at a field's problem).
  const handled = useRef<ReviewActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    switch (result.status) {
      case "saved":
        toast.success(t(result.intent === "create" ? "reviews.toast.created" : "reviews.toast.updated"), {
          id: "review-saved",
        });
        onDone(result.reviewId);
        break;
      case "alreadyReviewed":
      case "notFound":
        // The page now shows the review as it is (the route revalidates after these).
        toast.error(t(`reviews.errors.${result.status}`), { id: "review-refused" });
        onDone();
        break;
    }
  }, [result, onDone, t]);

  // The form opens with focus on the stars: the first thing to choose.
  useEffect(() => {
    const form = formRef.current;
    const star =
      form?.querySelector<HTMLInputElement>('input[name="rating"]:checked') ??
      form?.querySelector<HTMLInputElement>('input[name="rating"]');
    star?.focus();
  }, [formRef]);

  const number = wholeNumber(language);
  const counter = (text: string, max: number) => {
    const count = characterCount(normalizeReviewText(text));
    return (
      <span className={clsx(count > max && "font-semibold text-cherry-ink dark:text-red-300")}>
        {t("reviews.form.count", { length: number.format(count), max: number.format(max) })}
      </span>
    );
  };

  return (
    <fetcher.Form {...formProps} method="post" aria-labelledby={`${id}-heading`} className="space-y-5">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t(review ? "reviews.form.editHeading" : "reviews.form.createHeading")}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}

      <StarRatingInput id={`${id}-rating`} value={rating} onChange={setRating} error={errorOf("rating")} />

      <Field
        id={`${id}-title`}
        label={t("reviews.form.title")}
        error={errorOf("title")}
        hint={counter(title, REVIEW_LIMITS.titleMax)}
      >
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            autoComplete="off"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
        )}
      </Field>

      <Field
        id={`${id}-comment`}
        label={t("reviews.form.comment")}
        error={errorOf("comment")}
        hint={counter(comment, REVIEW_LIMITS.commentMax)}
      >
        {(control) => (
          <textarea
            {...control}
            name="comment"
            rows={5}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        )}
      </Field>

      {failed && !busy && <ErrorAlert>{t("reviews.errors.failed")}</ErrorAlert>}

      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton
          busy={busy}
          icon="send"
          label={t(review ? "reviews.form.save" : "reviews.form.submit")}
          busyLabel={t("reviews.form.saving")}
        />
        <button type="button" onClick={onCancel} disabled={busy} className="button-secondary">
          {t("reviews.form.cancel")}
        </button>
      </div>
    </fetcher.Form>
  );
}
