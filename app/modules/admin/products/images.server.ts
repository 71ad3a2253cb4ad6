import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Sharp } from "sharp";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit, type Writer } from "~/modules/admin/audit.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { productTag } from "~/modules/catalog/page-tags";
import { PRODUCT_IMAGE_SIZE } from "~/lib/product-images";
import { databaseFileStorage } from "~/modules/storage/file-storage.server";
import { checkImageUpload, drawImage } from "~/modules/storage/image-uploads.server";
import { MAX_PRODUCT_IMAGES } from "./image-rules";
import { MEDIA_PREFIX, THUMBNAIL_SIZE } from "./image-urls";

type Actor = Pick<SessionUser, "id" | "email">;

/**
 * Product images (decision 013): an upload is checked by its bytes, then drawn into the square
 * the shop shows (600 px: cards and the product page) and a thumbnail (160 px: the gallery's
 * and the admin table's small images), as WebP, stored under a key holding the product's id and
 * the upload's hash, and served from /media/ with caching for good. The product keeps the URL of
 * the shop size; the thumbnail's is derived from it.
 */

const SIZES = [PRODUCT_IMAGE_SIZE, THUMBNAIL_SIZE] as const;

const productFolder = (productId: string) => `products/${productId}/`;

export type ImageOutcome =
  | { outcome: "saved"; imageUrls: string[] }
  | { outcome: "not-found" }
  | { outcome: "invalid"; problem: "missing" | "tooLarge" | "wrongType" | "unreadable" | "tooMany" };

/** Draws the upload in each size the shop shows; null when it cannot be decoded. */
async function renditions(image: Sharp): Promise<Map<number, Buffer> | null> {
  const drawn = await Promise.all(
    SIZES.map((size) =>
      drawImage(image, (each) =>
        // The whole product on a transparent square: the shop's frames are square (cards crop to it).
        each
          .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .webp({ quality: 82 }),
      ),
    ),
  );
  if (drawn.some((each) => each === null)) return null;
  return new Map(SIZES.map((size, index) => [size, drawn[index]!]));
}

/** Adds an uploaded image at the end of a product's gallery. */
export async function addProductImage(
  db: Database,
  actor: Actor,
  productId: string,
  upload: File | null,
): Promise<ImageOutcome> {
  const checked = await checkImageUpload(upload);
  if ("problem" in checked) return { outcome: "invalid", problem: checked.problem };
  const { bytes } = checked;
  const drawn = await renditions(checked.image);
  if (!drawn) return { outcome: "invalid", problem: "unreadable" };

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const keyOf = (size: number) => `${productFolder(productId)}${hash}-${size}.webp`;
  const url = `${MEDIA_PREFIX}${keyOf(PRODUCT_IMAGE_SIZE)}`;

  const result = await db.transaction(async (tx): Promise<ImageOutcome> => {
    const [before] = await tx
      .select({ imageUrls: products.imageUrls })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) return { outcome: "not-found" };
    // The same picture twice is one image.
    if (before.imageUrls.includes(url)) return { outcome: "saved", imageUrls: before.imageUrls };
    if (before.imageUrls.length >= MAX_PRODUCT_IMAGES) return { outcome: "invalid", problem: "tooMany" };
    const storage = databaseFileStorage(tx);
    for (const [size, data] of drawn) await storage.put(keyOf(size), { contentType: "image/webp", data });
    return saveImageUrls(
      tx,
      actor,
      productId,
      before.imageUrls,
      [...before.imageUrls, url],
      "product.image.add",
    );
  });
  // Its page and its cards show the first image; no list's order or count depends on it.
  if (result.outcome === "saved") await catalogueChanged([productTag(productId)]);
  return result;
}

/** Moves one image a place towards the front (-1) or the back (+1); the first is the card's. */
export async function moveProductImage(
  db: Database,
  actor: Actor,
  productId: string,
  url: string,
  step: -1 | 1,
): Promise<ImageOutcome> {
  return changeImages(db, actor, productId, "product.image.move", (urls) => {
    const from = urls.indexOf(url);
    const to = from + step;
    if (from < 0 || to < 0 || to >= urls.length) return null;
    const next = [...urls];
    [next[from], next[to]] = [next[to]!, next[from]!];
    return next;
  });
}

/** Takes an image out of a product's gallery, and its files out of storage. */
export async function removeProductImage(
  db: Database,
  actor: Actor,
  productId: string,
  url: string,
): Promise<ImageOutcome> {
  return changeImages(db, actor, productId, "product.image.remove", (urls) =>
    urls.includes(url) ? urls.filter((each) => each !== url) : null,
  );
}

/**
 * Reads the gallery locked, changes it with `change` (null: nothing to do), saves and audits;
 * the files of an image that left the gallery go with it.
 */
async function changeImages(
  db: Database,
  actor: Actor,
  productId: string,
  action: string,
  change: (urls: string[]) => string[] | null,
): Promise<ImageOutcome> {
  let changed = false;
  const result = await db.transaction(async (tx): Promise<ImageOutcome> => {
    const [before] = await tx
      .select({ imageUrls: products.imageUrls })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) return { outcome: "not-found" };
    const next = change(before.imageUrls);
    if (!next) return { outcome: "saved", imageUrls: before.imageUrls };
    for (const url of before.imageUrls) if (!next.includes(url)) await deleteImageFiles(tx, url);
    changed = true;
    return saveImageUrls(tx, actor, productId, before.imageUrls, next, action);
  });
  if (changed) await catalogueChanged([productTag(productId)]);
  return result;
}

async function saveImageUrls(
  tx: Writer,
  actor: Actor,
  productId: string,
  before: string[],
  after: string[],
  action: string,
): Promise<ImageOutcome> {
  await tx
    .update(products)
    .set({ imageUrls: after, updatedAt: new Date() })
    .where(eq(products.id, productId));
  await recordAudit(tx, actor, {
    action,
    entityType: "product",
    entityId: productId,
    before: { imageUrls: before },
    after: { imageUrls: after },
  });
  return { outcome: "saved", imageUrls: after };
}

/** Every size of one uploaded image (the demo's /images/ artwork has no stored files). */
async function deleteImageFiles(tx: Writer, url: string) {
  if (!url.startsWith(MEDIA_PREFIX)) return;
  const key = url.slice(MEDIA_PREFIX.length);
  await databaseFileStorage(tx).deleteUnder(key.replace(/-\d+\.webp$/, "-"));
}

/** Every stored image of a product being deleted. */
export async function deleteProductFiles(tx: Writer, productId: string) {
  await databaseFileStorage(tx).deleteUnder(productFolder(productId));
}
