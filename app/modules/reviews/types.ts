/**
 * What the product page knows about a signed-in visitor's part in its reviews. The page itself is
 * the same for everyone (decision 022): this comes from the visitor's own `/api/viewer` answer,
 * after the page has loaded; a signed-out visitor is null.
 */
export interface ReviewViewer {
  /** Their own reviews (of any product): the page's is listed first, with Edit and Delete. */
  ownReviewIds: readonly string[];
}
