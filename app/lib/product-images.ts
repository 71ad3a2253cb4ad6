/** Shown, and shared with search engines, when a product has no image of its own (spec section 9). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** The product artwork is drawn 600 × 600; giving the size lets the browser reserve the space. */
export const PRODUCT_IMAGE_SIZE = 600;

/** The gallery's images: the product's own, or the placeholder alone. */
export function galleryImages(imageUrls: readonly string[]): string[] {
  return imageUrls.length > 0 ? [...imageUrls] : [PLACEHOLDER_IMAGE];
}
