import { readCookie } from "~/lib/language";
import {
  newCheckoutToken,
  signCheckoutToken,
  verifyCheckoutToken,
} from "~/modules/orders/order-token.server";

/**
 * The browser's checkout session (`st_checkout`): an httpOnly cookie signed with AUTH_SECRET.
 * It ties a browser to the orders it placed (to replace an unpaid one, and to show them).
 */
export const CHECKOUT_COOKIE = "st_checkout";
const THIRTY_DAYS_IN_SECONDS = 60 * 60 * 24 * 30;

/** The verified checkout token of this request, or null. */
export function checkoutTokenOf(request: Request, secret: string): string | null {
  return verifyCheckoutToken(secret, readCookie(request.headers.get("Cookie"), CHECKOUT_COOKIE));
}

/** This request's checkout token, and the Set-Cookie header to send when it is new. */
export function ensureCheckoutToken(
  request: Request,
  secret: string,
  publicUrl: string,
): { token: string; setCookie: string | null } {
  const existing = checkoutTokenOf(request, secret);
  if (existing) return { token: existing, setCookie: null };
  const token = newCheckoutToken();
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  const value = encodeURIComponent(signCheckoutToken(secret, token));
  return {
    token,
    setCookie: `${CHECKOUT_COOKIE}=${value}; Path=/; Max-Age=${THIRTY_DAYS_IN_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}
