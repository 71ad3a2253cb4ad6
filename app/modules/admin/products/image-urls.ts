/**
 * The addresses of uploaded product images (decision 013), pure so that pages can use them:
 * `/media/products/<product id>/<hash>-<size>.webp`. The product keeps the shop size's URL; the
 * thumbnail's is the same with its own size.
 */

export const MEDIA_PREFIX = "/media/";
/** The admin table's and the gallery strip's small images (80 px shown, drawn for 2x screens). */
export const THUMBNAIL_SIZE = 160;

/** An uploaded image's thumbnail URL; any other URL (the demo's /images/ artwork) as it is. */
export function thumbnailUrl(url: string): string {
  return url.startsWith(MEDIA_PREFIX) ? url.replace(/-\d+\.webp$/, `-${THUMBNAIL_SIZE}.webp`) : url;
}
