import sharp, { type Sharp } from "sharp";
import { detectImageType, IMAGE_MAX_BYTES } from "~/modules/admin/products/image-rules";

/**
 * An uploaded image checked one way wherever the shop takes one (the admin's product images, a
 * buyer's return photos): present, at most IMAGE_MAX_BYTES, JPEG, PNG or WebP by its first bytes,
 * and decodable without being too big to decode (decompression bombs), then drawn anew by sharp,
 * so nothing of the upload but its pixels is kept.
 */

export type ImageUploadProblem = "missing" | "tooLarge" | "wrongType" | "unreadable";

/** Images bigger than this many pixels are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The upload's pixels, turned upright (EXIF orientation), to be drawn; or why it is refused. */
export async function checkImageUpload(
  upload: File | null,
): Promise<{ bytes: Buffer; image: Sharp } | { problem: ImageUploadProblem }> {
  if (!upload || upload.size === 0) return { problem: "missing" };
  if (upload.size > IMAGE_MAX_BYTES) return { problem: "tooLarge" };
  const bytes = Buffer.from(await upload.arrayBuffer());
  if (!detectImageType(bytes)) return { problem: "wrongType" };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    await image.clone().metadata();
    return { bytes, image };
  } catch {
    return { problem: "unreadable" };
  }
}

/** Draws the checked image with `draw`; null when it cannot be decoded after all. */
export async function drawImage(image: Sharp, draw: (image: Sharp) => Sharp) {
  try {
    return await draw(image.clone()).toBuffer();
  } catch {
    return null;
  }
}
