/**
 * What an uploaded product image may be (issue 8): JPEG, PNG or WebP, told by its first bytes
 * (never by its name or the browser's Content-Type, which anyone can set), at most
 * IMAGE_MAX_BYTES. Pure and shared: the upload form states the same rules.
 */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A product form's body: an image, the form's few other fields and multipart's own overhead. */
export const MAX_PRODUCT_FORM_BYTES = IMAGE_MAX_BYTES + 64 * 1024;
/** A product's gallery holds at most this many images. */
export const MAX_PRODUCT_IMAGES = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes really are, or null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF <size> WEBP
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
