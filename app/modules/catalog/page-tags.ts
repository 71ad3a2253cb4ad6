/**
 * The names of what a shared page shows, as a CDN's surrogate keys (decision 038). A page records
 * the tags of what it prints as it renders; a committed change names the tags of what it touched;
 * the page cache drops the pages that carry one of them, and only those.
 *
 * - `product:<id>`: the page prints that product (its page, or its card in a list).
 * - `lists`: the page lists products: which ones, in what order, how many (lists, categories,
 *   search, home). A product added, removed, renamed or repriced changes them.
 * - `figures`: the page prints the shop's figures (products, countries, the average review).
 *
 * A change that names no tags (`catalogueChanged()`) drops every page: categories (every page's
 * menu names them), and anything else that is rare and broad.
 */

export const LISTS_TAG = "lists";
export const FIGURES_TAG = "figures";

export function productTag(productId: string): string {
  return `product:${productId}`;
}

/** What a loader adds its tags to: `context.pageTags`, read by the page cache when it stores. */
export type PageTags = Set<string>;

/** The page prints these products (cards or a product page). */
export function showsProducts(tags: PageTags, products: Iterable<{ id: string }>): void {
  for (const product of products) tags.add(productTag(product.id));
}

/** The page is a list: which products, their order and count, and each card it prints. */
export function listsProducts(tags: PageTags, products: Iterable<{ id: string }>): void {
  tags.add(LISTS_TAG);
  showsProducts(tags, products);
}

/** What a change to one product's own fields (name, price, images…) touches. */
export function productEdited(productId: string): string[] {
  return [productTag(productId), LISTS_TAG, FIGURES_TAG];
}

/** What a review written, edited or deleted touches: its product, and the shop's average. */
export function productReviewed(productId: string): string[] {
  return [productTag(productId), FIGURES_TAG];
}
