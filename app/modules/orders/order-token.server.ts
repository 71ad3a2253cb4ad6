import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signed values that prove who may see an order (DESIGN section 5): the browser's checkout
 * cookie (`<token>.<signature>`) and the token in the receipt's order link. Both are HMAC-SHA256
 * with AUTH_SECRET, each under its own purpose so one can never stand in for the other.
 */

function signature(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new checkout session id for a browser (random, 128 bits). */
export function newCheckoutToken(): string {
  return randomBytes(16).toString("base64url");
}

/** The checkout cookie's value for `token`. */
export function signCheckoutToken(secret: string, token: string): string {
  return `${token}.${signature(secret, "checkout", token)}`;
}

/** The token inside a signed cookie value, or null when absent or forged. */
export function verifyCheckoutToken(secret: string, signed: string | null | undefined): string | null {
  if (!signed) return null;
  const separator = signed.lastIndexOf(".");
  if (separator <= 0) return null;
  const token = signed.slice(0, separator);
  return sameText(signed.slice(separator + 1), signature(secret, "checkout", token)) ? token : null;
}

/** The `?token=` of an order's e-mail link: valid for that order only. */
export function orderEmailToken(secret: string, orderId: string): string {
  return signature(secret, "order-email", orderId);
}

export function verifyOrderEmailToken(
  secret: string,
  orderId: string,
  token: string | null | undefined,
): boolean {
  return Boolean(token) && sameText(token!, orderEmailToken(secret, orderId));
}
