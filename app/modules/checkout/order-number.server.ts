import { randomInt } from "node:crypto";

/**
 * Order numbers (DESIGN section 5): `ST-` and 8 characters drawn by a cryptographic random source
 * from an alphabet without look-alikes (no 0/O, 1/I/L, U), so they are readable aloud and not
 * guessable (30^8 ≈ 6.6 × 10^11).
 */
export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_PATTERN = /^ST-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

export function newOrderNumber(): string {
  let body = "";
  for (let index = 0; index < 8; index++)
    body += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ST-${body}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
