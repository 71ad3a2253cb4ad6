import { describe, expect, it } from "vitest";
import { CHECKOUT_COOKIE, checkoutTokenOf, ensureCheckoutToken } from "./checkout-cookie.server";

const secret = "a-secret-of-at-least-32-characters!!";
const request = (cookie?: string) =>
  new Request("http://shop.example/api/create-payment-intent", { headers: cookie ? { Cookie: cookie } : {} });

describe("checkout cookie", () => {
  it("gives a new browser a signed, httpOnly, Lax cookie for 30 days that names it next time", () => {
    const { token, setCookie } = ensureCheckoutToken(request(), secret, "http://shop.example");
    expect(setCookie).toMatch(
      new RegExp(`^${CHECKOUT_COOKIE}=[^;]+; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`),
    );
    const sent = setCookie!.split(";")[0]!;
    expect(checkoutTokenOf(request(sent), secret)).toBe(token);
    expect(ensureCheckoutToken(request(sent), secret, "http://shop.example")).toEqual({
      token,
      setCookie: null,
    });
  });

  it("marks the cookie Secure behind https", () => {
    expect(ensureCheckoutToken(request(), secret, "https://shop.example").setCookie).toMatch(/; Secure$/);
  });

  it("replaces a forged cookie with a new session", () => {
    const forged = `${CHECKOUT_COOKIE}=someone-else.not-a-signature`;
    expect(checkoutTokenOf(request(forged), secret)).toBeNull();
    const fresh = ensureCheckoutToken(request(forged), secret, "http://shop.example");
    expect(fresh.token).not.toBe("someone-else");
    expect(fresh.setCookie).not.toBeNull();
  });
});
