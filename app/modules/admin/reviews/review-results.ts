/** The reviews page's one intent: delete a review (moderation). */
export const REVIEW_MODERATION_INTENTS = ["delete"] as const;
export type ReviewModerationIntent = (typeof REVIEW_MODERATION_INTENTS)[number];

/**
 * What deleting a review can come to: done, no such review (never was, or another admin deleted
 * it first), an id that cannot be a review's, or an intent the page does not send.
 */
export type ReviewDeleteOutcome = "deleted" | "not-found";

export type ReviewModerationResult =
  | { intent: "delete"; status: ReviewDeleteOutcome; id: string }
  | { intent: "delete"; status: "invalid-id" }
  | { intent: null; status: "unknown-intent" };

export const isReviewModerationIntent = (value: unknown): value is ReviewModerationIntent =>
  (REVIEW_MODERATION_INTENTS as readonly unknown[]).includes(value);
