import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * A bought card's code kept for its buyer's one reveal (decision 093). The database keeps only
 * the code's hash for spending it; this sealed copy (AES-256-GCM under a key derived from the
 * shop's secret with HKDF, the card's id as associated data) lets the buyer see it once, and is
 * cleared then. A stolen table or backup without the secret gives no code back, and a sealed
 * value copied onto another card does not open.
 */

const VERSION = "v1";

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "sweet-trip", "gift-card-code-reveal", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), for the card `cardId` only. */
export function sealGiftCardCode(secret: string, cardId: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  cipher.setAAD(Buffer.from(cardId));
  const sealed = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The code, or null when the value was not sealed for this card with this secret. */
export function openGiftCardCode(secret: string, cardId: string, sealed: string): string | null {
  const [version, iv, tag, text] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || text === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(cardId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(text, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
