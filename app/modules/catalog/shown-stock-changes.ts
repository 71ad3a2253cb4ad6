import { LISTS_TAG, productTag } from "./page-tags";
import { shownStock } from "./stock";

/**
 * Collects, while a transaction moves stock, the products whose stock as pages print it changed
 * ("Only 3 left" to "Only 2 left", or sold out), so that once it has committed the change names
 * their pages alone: `await catalogueChanged(shown.tags())` (decision 038). Stock 140 to 139
 * changes no page, and names nothing; nor does stock given back and taken again in one
 * transaction (a shopper preparing again).
 */
export class ShownStockChanges {
  readonly #stock = new Map<string, { before: number; after: number; maxPerOrder: number }>();

  /** The product's stock went from `before` to `after` (its limit per order: what pages print). */
  moved(
    productId: string,
    { before, after, maxPerOrder }: { before: number; after: number; maxPerOrder: number },
  ): void {
    const known = this.#stock.get(productId);
    this.#stock.set(productId, { before: known?.before ?? before, after, maxPerOrder });
  }

  /**
   * The tags of the pages that printed what changed; and the lists, when a product sold out or
   * came back: the "In stock only" filter and its counts (issue 28) change with it.
   */
  tags(): string[] {
    const changed = [...this.#stock].filter(
      ([, { before, after, maxPerOrder }]) =>
        shownStock(before, maxPerOrder) !== shownStock(after, maxPerOrder),
    );
    const soldOutOrBack = changed.some(([, { before, after }]) => before > 0 !== after > 0);
    return [...changed.map(([productId]) => productTag(productId)), ...(soldOutOrBack ? [LISTS_TAG] : [])];
  }
}
