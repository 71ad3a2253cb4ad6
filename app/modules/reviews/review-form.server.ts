import type { Database } from "~/db/client.server";
import type { Language } from "~/lib/language";
import { parseReviewIntent, type ReviewActionResult, type ReviewIntent } from "./review-action";
import { validateReview } from "./review-schema";
import {
  createReview,
  deleteReview,
  updateReview,
  type Reviewer,
  type ReviewWriteOutcome,
} from "./reviews.server";

/**
 * One submission of the product page's review forms, by a signed-in shopper on an active
 * product: the `intent` field says which (create, update, delete); the fields are checked with
 * the form's own schema before anything is written.
 */
export async function submitReviewForm(
  db: Database,
  {
    form,
    productId,
    author,
    language,
  }: { form: FormData; productId: string; author: Reviewer; language: Language },
): Promise<ReviewActionResult> {
  const intent = parseReviewIntent(form.get("intent"));
  if (!intent) return { status: "refused" };
  const reviewId = String(form.get("reviewId") ?? "");

  if (intent === "delete") return answer(intent, await deleteReview(db, { productId, author, reviewId }));

  const validation = validateReview(form);
  if (!validation.success) return { status: "invalid", errors: validation.errors };
  const review = validation.data;
  return answer(
    intent,
    intent === "create"
      ? await createReview(db, { productId, author, review, language })
      : await updateReview(db, { productId, author, reviewId, review, language }),
  );
}

function answer(intent: ReviewIntent, written: ReviewWriteOutcome): ReviewActionResult {
  return written.outcome === "saved"
    ? { status: "saved", intent, reviewId: written.id }
    : { status: written.outcome };
}
