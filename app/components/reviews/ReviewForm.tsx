import clsx from "clsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
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
  validateReviewField,
  type ReviewField,
  type ReviewFieldErrors,
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
  const formRef = useRef<HTMLFormElement>(null);

  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [title, setTitle] = useState(review?.title ?? "");
  const [comment, setComment] = useState(review?.comment ?? "");
  const [errors, setErrors] = useState<ReviewFieldErrors>({});

  // The server's answer, once the page's data has been reloaded after it.
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // Field problems the server found replace the form's own (state that follows a prop).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result?.status === "invalid") setErrors(result.errors);
  }
  const failed = result !== undefined && (result.status === "failed" || result.status === "refused");

  // Once per answer: say what happened, then close, or point at the first problem.
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
      case "invalid":
        focusFirstProblem(formRef.current, result.errors);
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
  }, []);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const validation = validateReview({ rating: rating ?? undefined, title, comment });
    if (validation.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(validation.errors);
    focusFirstProblem(formRef.current, validation.errors);
  }

  // A field that shows a problem is checked again as it is corrected.
  function recheck(field: ReviewField, value: unknown) {
    if (!errors[field]) return;
    const problem = validateReviewField(field, value);
    setErrors((current) => {
      const { [field]: _previous, ...others } = current;
      return problem ? { ...others, [field]: problem } : others;
    });
  }

  const number = wholeNumber(language);
  const counter = (text: string, max: number) => {
    const count = characterCount(normalizeReviewText(text));
    return (
      <span className={clsx(count > max && "font-semibold text-cherry-ink dark:text-red-300")}>
        {t("reviews.form.count", { length: number.format(count), max: number.format(max) })}
      </span>
    );
  };
  const fieldError = (field: ReviewField) => errors[field] && t(`reviews.errors.${errors[field]}`);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={checkBeforeSending}
      aria-labelledby={`${id}-heading`}
      className="space-y-5"
    >
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t(review ? "reviews.form.editHeading" : "reviews.form.createHeading")}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}

      <StarRatingInput
        id={`${id}-rating`}
        value={rating}
        onChange={(value) => {
          setRating(value);
          recheck("rating", value);
        }}
        error={fieldError("rating")}
      />

      <Field
        id={`${id}-title`}
        label={t("reviews.form.title")}
        error={fieldError("title")}
        hint={counter(title, REVIEW_LIMITS.titleMax)}
      >
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            autoComplete="off"
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              recheck("title", event.currentTarget.value);
            }}
          />
        )}
      </Field>

      <Field
        id={`${id}-comment`}
        label={t("reviews.form.comment")}
        error={fieldError("comment")}
        hint={counter(comment, REVIEW_LIMITS.commentMax)}
      >
        {(control) => (
          <textarea
            {...control}
            name="comment"
            rows={5}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              recheck("comment", event.currentTarget.value);
            }}
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

/** Moves focus to the first field with a problem (the stars' chosen or first radio). */
function focusFirstProblem(form: HTMLFormElement | null, errors: ReviewFieldErrors) {
  const first = REVIEW_FIELDS.find((field) => errors[field]);
  if (!form || !first) return;
  const control =
    form.querySelector<HTMLElement>(`[name="${first}"]:checked`) ??
    form.querySelector<HTMLElement>(`[name="${first}"]`);
  control?.focus();
}
