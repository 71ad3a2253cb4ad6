import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import {
  checkoutBody,
  fakeProvider,
  newCoupon,
  newProduct,
  prepare,
  silentLogger,
} from "~tests/support/checkout";
import { quoteCoupon } from "./coupon-quote.server";

const handle = testDatabase({ catalogue: true });

describe("quoteCoupon", () => {
  it("prices the cart from the database and gives the discount", async () => {
    const product = await newProduct(handle.db, 10, 1250);
    const cart = [{ productId: product.id, quantity: 2 }];
    expect(await quoteCoupon(handle.db, { code: " sweet10 ", cartItems: cart }, new Date())).toEqual({
      ok: true,
      code: "SWEET10",
      discountCents: 250,
      subtotalCents: 2500,
    });
  });

  it("answers each refusal of spec section 5", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const cart = [{ productId: product.id, quantity: 1 }];
    const quote = (code: string) => quoteCoupon(handle.db, { code, cartItems: cart }, new Date());
    expect(await quote("  ")).toEqual({ ok: false, problem: "blank" });
    expect(await quote("NOPE")).toEqual({ ok: false, problem: "invalid" });
    expect(await quote("OLDCANDY")).toEqual({ ok: false, problem: "expired" });
    expect(await quote("SOLDOUT")).toEqual({ ok: false, problem: "limit" });
    expect(await quote("BIGBAG")).toEqual({ ok: false, problem: "minimum", minimumOrderCents: 5000 });
  });

  it("counts an unknown or inactive product as nothing", async () => {
    const quote = await quoteCoupon(
      handle.db,
      { code: "SWEET10", cartItems: [{ productId: randomUUID(), quantity: 3 }] },
      new Date(),
    );
    expect(quote).toMatchObject({ ok: true, subtotalCents: 0, discountCents: 0 });
  });

  it("counts the uses held by unpaid orders", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const coupon = await newCoupon(handle.db, { usageLimit: 1 });
    await prepare(
      { db: handle.db, provider: fakeProvider(), logger: silentLogger },
      checkoutBody([{ product, quantity: 1 }], 900 + 599, coupon.code),
    );
    expect(
      await quoteCoupon(
        handle.db,
        { code: coupon.code, cartItems: [{ productId: product.id, quantity: 1 }] },
        new Date(),
      ),
    ).toEqual({ ok: false, problem: "limit" });
  });
});
