import { describe, expect, it } from "vitest";
import { requestAs, testContext } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { newCoupon, newProduct } from "~tests/support/checkout";
import { action } from "./api.coupons.check";

const handle = testDatabase({ catalogue: true });

const check = (body: unknown, clientIp: string, settings: Record<string, string> = { RATE_LIMITS: "on" }) =>
  callRoute(
    action,
    requestAs(null, "/api/coupons/check", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    testContext(handle, { settings, clientIp }),
  );

describe("POST /api/coupons/check", () => {
  it("answers 30 checks in 10 minutes from one client, then 429 tooMany with Retry-After, even for a good code", async () => {
    const product = await newProduct(handle.db, 5, 2000);
    const coupon = await newCoupon(handle.db);
    const cartItems = [{ productId: product.id, quantity: 1 }];
    for (let i = 0; i < 30; i++) {
      const guess = await check({ code: `GUESS${i}`, cartItems }, "198.51.100.20");
      expect(guess.data).toEqual({ ok: false, problem: "invalid" });
    }
    const limited = await check({ code: coupon.code, cartItems }, "198.51.100.20");
    expect(limited.status).toBe(429);
    expect(limited.data).toEqual({
      ok: false,
      problem: "tooMany",
      error: "Too many coupon attempts. Please try again in a few minutes.",
    });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");

    const otherClient = await check({ code: coupon.code, cartItems }, "198.51.100.21");
    expect(otherClient.data).toMatchObject({ ok: true, code: coupon.code });
  });

  it("has no limit with RATE_LIMITS=off", async () => {
    const product = await newProduct(handle.db, 5, 2000);
    const cartItems = [{ productId: product.id, quantity: 1 }];
    for (let i = 0; i < 35; i++) {
      const answer = await check({ code: "NOPE", cartItems }, "198.51.100.22", {});
      expect(answer.status).toBe(200);
    }
  });
});
