/**
 * What the product page knows about a signed-in visitor's part in its reviews. Only ever sent
 * in a private answer: an anonymous page (which caches may share) carries null instead.
 */
export interface ReviewViewer {
  /** Their own review of this product, listed first with Edit and Delete; null before they write one. */
  ownReviewId: string | null;
}
