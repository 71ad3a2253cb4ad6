import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/db/client.server";
import {
  checkoutBody,
  countOrders,
  fakeProvider,
  newProduct,
  silentLogger,
  stockOf,
} from "./checkout-test-kit";
import { CHECKOUT_COOKIE } from "./checkout-cookie.server";
import { createPaymentIntent } from "./payment-intent-endpoint.server";

let handle: DatabaseHandle;
const deps = () => ({
  db: handle.db,
  logger: silentLogger,
  provider: fakeProvider(),
  publicUrl: "https://shop.example",
  secret: "a-secret-of-at-least-32-characters!!",
});

beforeAll(async () => {
  handle = await createTestDatabase({ catalogue: true });
});
afterAll(() => handle.close());

function post(body: string, headers: Record<string, string> = {}) {
  return new Request("https://shop.example/api/create-payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://shop.example", ...headers },
    body,
  });
}

describe("POST /api/create-payment-intent", () => {
  it("answers the order and sets the browser's checkout cookie, never cached", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599))),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toMatch(
      new RegExp(`^${CHECKOUT_COOKIE}=.+; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(await response.json()).toMatchObject({ orderNumber: expect.stringMatching(/^ST-/), amount: 1599 });
  });

  it("keeps one pending order per browser when it prepares again", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 2 }], 2599));
    const first = await createPaymentIntent(post(body), deps());
    const cookie = first.headers.get("Set-Cookie")!.split(";")[0]!;
    const second = await createPaymentIntent(post(body, { Cookie: cookie }), deps());
    expect(second.status).toBe(200);
    expect(second.headers.get("Set-Cookie")).toBeNull();
    expect(await stockOf(handle.db, product.id)).toBe(3);
  });

  it("answers 409 with the server's amount for a stale total", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1))),
      deps(),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: expect.any(String), amount: 1599 });
  });

  it("says why it refuses in the shopper's language", async () => {
    const product = await newProduct(handle.db, 2, 1000);
    const body = JSON.stringify(checkoutBody([{ product, quantity: 3 }], 3599));
    const english = await createPaymentIntent(post(body), deps());
    expect(english.status).toBe(409);
    expect(await english.json()).toEqual({ error: `Only 2 of ${product.name} left` });
    const spanish = await createPaymentIntent(post(body, { Cookie: "site-lang=es" }), deps());
    expect(await spanish.json()).toEqual({ error: `Solo quedan 2 de ${product.name}` });
  });

  it("refuses malformed JSON, other content, missing fields and other sites without creating anything", async () => {
    const before = await countOrders(handle.db);
    const product = await newProduct(handle.db, 5, 1000);
    const valid = JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599));
    const cases: [Request, number, string][] = [
      [post("{oops"), 400, "The request body is not valid JSON"],
      [post(valid, { "Content-Type": "text/plain" }), 400, "Send the order as JSON"],
      [
        post(valid.replace('"firstName":"Ana"', '"firstName":""')),
        400,
        "Please fill in all required shipping information",
      ],
      [post(valid, { Origin: "https://evil.example" }), 403, "Cross-site request refused"],
    ];
    for (const [request, status, error] of cases) {
      const response = await createPaymentIntent(request, deps());
      expect(response.status).toBe(status);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ error });
    }
    expect(await countOrders(handle.db)).toBe(before);
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });

  it("gives the stock back when the provider cannot create the payment", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const broken = { ...deps().provider, createPayment: () => Promise.reject(new Error("provider down")) };
    const response = await createPaymentIntent(
      post(JSON.stringify(checkoutBody([{ product, quantity: 2 }], 2599))),
      {
        ...deps(),
        provider: broken,
      },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Failed to prepare payment" });
    expect(await stockOf(handle.db, product.id)).toBe(5);
  });
});
