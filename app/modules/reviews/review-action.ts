import type { ReviewFieldErrors } from "./review-schema";

/**
 * What the product page's review forms send and what the product route's action answers:
 * shared by the route (server) and the forms (browser).
 */

export const REVIEW_INTENTS = ["create", "update", "delete"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

/** The form's `intent` field, or null for anything else (the action answers 400). */
export function parseReviewIntent(value: unknown): ReviewIntent | null {
  return REVIEW_INTENTS.find((intent) => intent === value) ?? null;
}

export type ReviewActionResult =
  | { status: "saved"; intent: ReviewIntent; reviewId: string }
  /** The form's fields, each with its first problem. */
  | { status: "invalid"; errors: ReviewFieldErrors }
  /** A second review of the same product by the same shopper. */
  | { status: "alreadyReviewed" }
  /** No review of the shopper's with that id on this product (or no such product). */
  | { status: "notFound" }
  /** An unknown intent, or a request from another site. */
  | { status: "refused" }
  | { status: "failed" };

/** The HTTP status of each answer. */
export const REVIEW_ANSWER_STATUS: Record<ReviewActionResult["status"], number> = {
  saved: 200,
  invalid: 400,
  alreadyReviewed: 409,
  notFound: 404,
  refused: 400,
  failed: 500,
};
