import type { ValidateFunction } from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createShopper,
  postForm,
  requestAs,
  testContext,
  TEST_ORIGIN,
  TEST_SECRET,
} from "~tests/support/accounts";
import { createTestDatabase, seedTime } from "~tests/support/database";
import { jsonSchemaValidator } from "~tests/support/openapi";
import { callRoute, type RouteAnswer } from "~tests/support/routes";
import type { DatabaseHandle } from "~/db/client.server";
import { catalogueRows } from "~/db/seed/rows";
import { answerHealth } from "../../server/health";
import { checkoutBody, newProduct } from "~tests/support/checkout";
import { action as quote } from "./api.cart.quote";
import { loader as cartSuggestions } from "./api.cart.suggestions";
import { action as checkCoupon } from "./api.coupons.check";
import { action as createPaymentIntent } from "./api.create-payment-intent";
import { action as subscribe } from "./api.newsletter";
import { loader as openApi } from "./api.openapi[.]json";
import { loader as orderStatus } from "./api.orders.status";
import { action as confirmSandbox } from "./api.payments.sandbox.confirm";
import { loader as ready } from "./api.ready";
import { loader as searchSuggestions } from "./api.search.suggestions";
import { loader as viewer } from "./api.viewer";
import { action as stripeWebhook } from "./api.webhooks.stripe";
import { action as wishlist } from "./api.wishlist";

// The receipt's links are built from the running shop's settings.
vi.mock("~/services.server", () => ({
  services: async () => ({ authSecret: TEST_SECRET, env: { PUBLIC_URL: TEST_ORIGIN } }),
}));

/**
 * Real answers of the API, each checked against what /api/openapi.json (as served) says of its
 * path, method and status: a status it does not list, or a body its schema refuses (a field it
 * does not name included), fails (decision 055).
 */

interface Documented {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

let handle: DatabaseHandle;
let document: { paths: Record<string, Record<string, Documented>> };
const ajv = jsonSchemaValidator();
const validators = new Map<object, ValidateFunction>();
const checked = new Set<string>();
const seeded = catalogueRows(seedTime()).products;
const inactive = seeded.find((product) => !product.isActive)!;

beforeAll(async () => {
  handle = await createTestDatabase({ catalogue: true });
  const served = await callRoute(openApi, requestAs(null, "/api/openapi.json"), testContext(handle));
  expect(served.status).toBe(200);
  document = served.data as typeof document;
});
afterAll(() => handle.close());

function matches(schema: object, value: unknown): string | null {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/** The answer is one the document lists for `method path`, with a body its schema accepts. */
function expectDocumented(method: "get" | "post", path: string, answer: RouteAnswer<unknown>) {
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation!.responses[String(answer.status)];
  expect(documented, `${method} ${path} documents status ${answer.status}`).toBeDefined();
  const schema = documented!.content?.["application/json"]?.schema;
  if (schema) {
    expect(answer.headers.get("Content-Type") ?? "application/json").toContain("application/json");
    expect(
      matches(schema, answer.data),
      `${method} ${path} ${answer.status}: ${JSON.stringify(answer.data)}`,
    ).toBeNull();
  } else {
    expect(answer.data).toBeUndefined();
  }
  checked.add(`${method} ${path} ${answer.status}`);
}

/** The body sent is one the document's request schema accepts. */
function expectAcceptedBody(path: string, body: unknown, type = "application/json") {
  const schema = document.paths[path]?.post?.requestBody?.content[type]?.schema;
  expect(schema, `POST ${path} documents a ${type} body`).toBeDefined();
  expect(matches(schema!, body), `POST ${path} body`).toBeNull();
}

const json = (cookie: string | null, path: string, body: unknown) =>
  requestAs(cookie, path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the API's answers match /api/openapi.json", () => {
  it("GET /api/health, /api/ready and /api/openapi.json", async () => {
    let body: unknown;
    const headers = new Headers();
    answerHealth(
      { path: "/api/health", method: "GET" } as never,
      {
        setHeader: (name: string, value: string) => headers.set(name, value),
        json: (sent: unknown) => (body = sent),
      } as never,
      () => undefined,
    );
    expectDocumented("get", "/api/health", { status: 200, data: body, headers } as RouteAnswer<unknown>);
    expectDocumented(
      "get",
      "/api/ready",
      await callRoute(ready, requestAs(null, "/api/ready"), testContext(handle)),
    );
    const served = await callRoute(openApi, requestAs(null, "/api/openapi.json"), testContext(handle));
    expect(served.headers.get("Cache-Control")).toBe("no-store");
    expectDocumented("get", "/api/openapi.json", served);
  });

  it("GET /api/viewer, signed out and in", async () => {
    const ask = (cookie: string | null) =>
      callRoute(viewer, requestAs(cookie, "/api/viewer"), testContext(handle));
    expectDocumented("get", "/api/viewer", await ask(null));
    const shopper = await createShopper(handle);
    const signedIn = await ask(shopper.cookie);
    expect(signedIn.data).toMatchObject({ user: { email: shopper.email } });
    expectDocumented("get", "/api/viewer", signedIn);
  });

  it("GET /api/search/suggestions", async () => {
    const answer = await callRoute(
      searchSuggestions,
      new Request(`${TEST_ORIGIN}/api/search/suggestions?q=choco&lang=es`),
      testContext(handle),
    );
    expect((answer.data as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expectDocumented("get", "/api/search/suggestions", answer);
  });

  it("GET /api/cart/suggestions", async () => {
    const inCart = seeded.find((product) => product.isActive)!;
    const answer = await callRoute(
      cartSuggestions,
      new Request(`${TEST_ORIGIN}/api/cart/suggestions?product=${inCart.id}&missing=1250&lang=es`),
      testContext(handle),
    );
    expect((answer.data as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expectDocumented("get", "/api/cart/suggestions", answer);
  });

  it("POST /api/cart/quote", async () => {
    const product = await newProduct(handle.db, 5);
    const body = {
      items: [
        { productId: product.id, quantity: 13 },
        { productId: inactive.id, quantity: 1 },
      ],
    };
    expectAcceptedBody("/api/cart/quote", body);
    const answer = await callRoute(quote, json(null, "/api/cart/quote", body), testContext(handle));
    // One on sale (with the per-order limit's error), one withdrawn.
    expect(answer.data).toMatchObject({ products: [{}, {}] });
    expectDocumented("post", "/api/cart/quote", answer);
    expectDocumented(
      "post",
      "/api/cart/quote",
      await callRoute(quote, json(null, "/api/cart/quote", { items: "x" }), testContext(handle)),
    );
  });

  it("POST /api/coupons/check: a discount, a refusal, a malformed body, too many", async () => {
    const product = await newProduct(handle.db, 5, 6000);
    const cartItems = [{ productId: product.id, quantity: 1 }];
    const check = (body: unknown, settings: Record<string, string> = {}) =>
      callRoute(
        checkCoupon,
        json(null, "/api/coupons/check", body),
        testContext(handle, { settings, clientIp: "198.51.100.80" }),
      );
    for (const code of ["SWEET10", "BIGBAG", "NOPE", "OLDCANDY", ""]) {
      expectAcceptedBody("/api/coupons/check", { code, cartItems });
      expectDocumented("post", "/api/coupons/check", await check({ code, cartItems }));
    }
    expectDocumented("post", "/api/coupons/check", await check({ code: 5 }));
    let limited: RouteAnswer<unknown> | undefined;
    for (let attempt = 0; attempt < 40 && limited?.status !== 429; attempt++) {
      limited = await check({ code: "GUESS", cartItems }, { RATE_LIMITS: "on" });
    }
    expectDocumented("post", "/api/coupons/check", limited!);
  });

  it("POST /api/create-payment-intent, the sandbox's confirmation and GET /api/orders/{number}/status", async () => {
    const product = await newProduct(handle.db, 5);
    const body = checkoutBody([{ product, quantity: 1 }], 1599);
    expectAcceptedBody("/api/create-payment-intent", body);
    const prepare = (sent: unknown) =>
      callRoute(createPaymentIntent, json(null, "/api/create-payment-intent", sent), testContext(handle));

    const stale = await prepare({ ...body, amount: 1 });
    expect(stale.data).toMatchObject({ amount: 1599 });
    expectDocumented("post", "/api/create-payment-intent", stale);
    expectDocumented("post", "/api/create-payment-intent", await prepare({ amount: "all" }));

    const prepared = await prepare(body);
    expectDocumented("post", "/api/create-payment-intent", prepared);
    const { clientSecret, orderNumber } = prepared.data as { clientSecret: string; orderNumber: string };

    const status = (cookie: string | null) =>
      callRoute(orderStatus, requestAs(cookie, `/api/orders/${orderNumber}/status`), testContext(handle), {
        number: orderNumber,
      });
    expectDocumented("get", "/api/orders/{number}/status", await status(prepared.cookie));
    expectDocumented("get", "/api/orders/{number}/status", await status(null));

    const confirm = (number: string, settings: Record<string, string> = {}) => {
      const sent = { clientSecret, card: { number, expMonth: 12, expYear: 2034, cvc: "123" } };
      expectAcceptedBody("/api/payments/sandbox/confirm", sent);
      return callRoute(
        confirmSandbox,
        json(prepared.cookie, "/api/payments/sandbox/confirm", sent),
        testContext(handle, { settings }),
      );
    };
    const declined = await confirm("4000000000000002");
    expect(declined.data).toMatchObject({ status: "failed" });
    expectDocumented("post", "/api/payments/sandbox/confirm", declined);
    const authenticate = await confirm("4000002500003155");
    expect(authenticate.data).toMatchObject({ status: "requires_action" });
    expectDocumented("post", "/api/payments/sandbox/confirm", authenticate);
    const paid = await confirm("4242424242424242");
    expect(paid.data).toEqual({ status: "succeeded" });
    expectDocumented("post", "/api/payments/sandbox/confirm", paid);
    expectDocumented(
      "post",
      "/api/payments/sandbox/confirm",
      await callRoute(
        confirmSandbox,
        json(null, "/api/payments/sandbox/confirm", { card: 1 }),
        testContext(handle),
      ),
    );
    const stripeSettings = {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    expectDocumented(
      "post",
      "/api/payments/sandbox/confirm",
      await confirm("4242424242424242", stripeSettings),
    );

    const afterPayment = await status(prepared.cookie);
    expect(afterPayment.data).toMatchObject({ status: "paid", paymentError: null });
    expectDocumented("get", "/api/orders/{number}/status", afterPayment);
  });

  it("POST /api/wishlist as a form and as JSON, signed in and out", async () => {
    const shopper = await createShopper(handle);
    const product = await newProduct(handle.db, 5);
    const fields = { intent: "add", productId: product.id };
    expectAcceptedBody("/api/wishlist", fields);
    expectAcceptedBody("/api/wishlist", fields, "application/x-www-form-urlencoded");
    const post = (request: Request) => callRoute(wishlist, request, testContext(handle));
    expectDocumented(
      "post",
      "/api/wishlist",
      await post(postForm("/api/wishlist", fields, { cookie: shopper.cookie })),
    );
    expectDocumented(
      "post",
      "/api/wishlist",
      await post(json(shopper.cookie, "/api/wishlist", { ...fields, intent: "remove" })),
    );
    expectDocumented("post", "/api/wishlist", await post(postForm("/api/wishlist", fields)));
    expectDocumented(
      "post",
      "/api/wishlist",
      await post(postForm("/api/wishlist", { intent: "add" }, { cookie: shopper.cookie })),
    );
  });

  it("POST /api/newsletter", async () => {
    const fields = { email: "reader@example.com" };
    expectAcceptedBody("/api/newsletter", fields, "application/x-www-form-urlencoded");
    const post = (sent: Record<string, string>, headers: Record<string, string> = {}) =>
      callRoute(subscribe, postForm("/api/newsletter", sent, { headers }), testContext(handle));
    expectDocumented("post", "/api/newsletter", await post(fields));
    expectDocumented("post", "/api/newsletter", await post({ email: "not an address" }));
    expectDocumented("post", "/api/newsletter", await post(fields, { Accept: "text/html" }));
  });

  it("POST /api/webhooks/stripe while the sandbox takes payments", async () => {
    const answer = await callRoute(
      stripeWebhook,
      json(null, "/api/webhooks/stripe", {
        id: "evt_1",
        type: "payment_intent.succeeded",
        data: { object: {} },
      }),
      testContext(handle),
    );
    expectDocumented("post", "/api/webhooks/stripe", answer);
  });

  it("would catch an answer that strays from the document (a field it does not name, a wrong type)", () => {
    const schema =
      document.paths["/api/orders/{number}/status"]!.get!.responses["200"]!.content!["application/json"]!
        .schema;
    expect(matches(schema, { status: "paid", paymentError: null })).toBeNull();
    expect(matches(schema, { status: "paid", paymentError: null, email: "a@b.c" })).not.toBeNull();
    expect(matches(schema, { status: "lost", paymentError: null })).not.toBeNull();
    expect(matches(schema, { status: "paid" })).not.toBeNull();
  });

  it("checked a success of every operation", () => {
    // The webhook's 200 needs Stripe's signature: api.webhooks.stripe.integration.test.ts sends
    // signed events (its answer, `{ received: true }`, is the documented one).
    const unchecked = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).flatMap((method) =>
        checked.has(`${method} ${path} 200`) ? [] : [`${method} ${path}`],
      ),
    );
    expect(unchecked).toEqual(["post /api/webhooks/stripe"]);
  });
});
