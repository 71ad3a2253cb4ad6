import { createHash, randomInt } from "node:crypto";
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode } from "./rules";

/** A new code: 16 characters drawn by the operating system's random source (80 bits). */
export function newGiftCardCode(): string {
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) {
    code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * What the database keeps of a code: its SHA-256 in hex. 80 random bits need no slow hash; a
 * stolen table does not give the codes back.
 */
export function giftCardCodeHash(code: string): string {
  return createHash("sha256").update(normalizeGiftCardCode(code)).digest("hex");
}
