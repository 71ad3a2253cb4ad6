import { constants as zlib } from "node:zlib";
import compression from "compression";

/**
 * Compresses pages and API answers as they go (static files come pre-compressed, and the page
 * cache sends stored bytes). The bench's plain React Router app (bench/reference) uses the same,
 * so that the two are compared like for like.
 *
 * Brotli at compression's quality 4, with a 256 KiB window instead of brotli's 4 MiB: no page is
 * that long, and with the larger window ten /products pages (68 KB) compressing at once took
 * twice the CPU, 1.3 ms a page instead of 0.7 (the 32 KB product page: the same either way).
 * Uncached /products and home pages answer 15–25% more requests with it (decision 030).
 */
export function compressAnswers() {
  return compression({
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  });
}
