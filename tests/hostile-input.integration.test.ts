import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopper, requestAs, testContext, type TestShopper } from "./support/accounts";
import { testDatabase } from "./support/database";
import { FORM_KEYS, INTENTS, JSON_KEYS, QUERY_KEYS } from "./support/input-names";
import { declaredRoutes, paramNames, urlFor } from "./support/route-table";
import { callRoute } from "./support/routes";
import { queryRows } from "~/db/client.server";

/**
 * Hostile input (issue 9, item 4). Every loader and action in the route table gets SQL, markup,
 * header injection, path traversal, 10,000 characters, broken UTF-16, NUL and other control
 * characters, prototype keys and wrong JSON types, in every query parameter, path parameter,
 * form field and JSON key the shop reads. None may answer 5xx or throw; nothing may pollute
 * Object.prototype. (The HTTP layer refuses control characters in addresses before a route
 * runs, and any body but a form to a page, `server/request-guards.ts`: here control characters
 * are sent in bodies only, and JSON to the API only.)
 */

const LONG = "x".repeat(10_000);
const TEXT_PAYLOADS = [
  "' OR '1'='1'; DROP TABLE products; --",
  '<script>alert(1)</script><img src=x onerror="alert(2)">',
  "../../../../etc/passwd",
  LONG,
  "\ud800 broken \udfff",
  "__proto__",
  "constructor",
  "١٢٣ 🍬 \u202eRTL",
];
const CONTROL_PAYLOADS = ["a\u0000b", "line\r\nSet-Cookie: evil=1", "\u001b[2J\u0007\u0085"];
const BODY_PAYLOADS = [...TEXT_PAYLOADS, ...CONTROL_PAYLOADS];
const WRONG_TYPES: unknown[] = [42, -1, 1e308, true, null, [], {}, [[]], { __proto__: { polluted: true } }];

// Routes left out: signing out would end the session the rest of the sweep uses.
const SKIPPED = new Set(["routes/logout.ts"]);

type RouteFunction = (args: never) => unknown;
const modules = import.meta.glob<{ loader?: RouteFunction; action?: RouteFunction }>(
  ["../app/routes/**/*.{ts,tsx}", "!../app/routes/**/*.test.{ts,tsx}"],
  { eager: true },
);

const routes = declaredRoutes()
  .filter(({ file }) => !SKIPPED.has(file))
  .map((route) => ({ ...route, module: modules[`../app/${route.file}`]! }));

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;
/** Real values for path parameters, so the sweep reaches past "not found". */
let realParams: Record<string, string>;

beforeAll(async () => {
  admin = await createShopper(handle, { firstName: "Ada", lastName: "Admin", isAdmin: true });
  const [product] = await queryRows<{ id: string; slug: string }>(
    handle.db,
    sql`SELECT id, slug FROM products ORDER BY slug LIMIT 1`,
  );
  const [category] = await queryRows<{ id: string }>(handle.db, sql`SELECT id FROM categories LIMIT 1`);
  realParams = { slug: product!.slug, id: product!.id, number: "ST-AAAAAAAA", categoryId: category!.id };
});

/** Whatever a route answers to hostile input, it is not a server error. */
function expectNoServerError(answer: { status: number }, what: string) {
  expect(answer.status, what).toBeLessThan(500);
}

const signedIn = () => testContext(handle);

afterAll(() => {
  // No body may have reached Object.prototype through a `__proto__` key.
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
});

describe("hostile input", () => {
  it("finds the routes to sweep in the route table", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.every((route) => route.module)).toBe(true);
  });

  it.each(routes.filter((route) => route.module.loader))(
    "$file loader: hostile query and path parameters are answered, never a 5xx",
    async ({ pattern, module }) => {
      // An address carries well-formed text only (a browser sends U+FFFD for a lone surrogate).
      for (const payload of TEXT_PAYLOADS.map((text) => text.replace(/[\ud800-\udfff]/g, "\ufffd"))) {
        const params = Object.fromEntries(paramNames(pattern).map((name) => [name, payload]));
        const query = new URLSearchParams(QUERY_KEYS.map((key) => [key, payload]));
        const tries = [
          { path: urlFor(pattern, params, payload), params: { ...params, "*": payload } },
          { path: urlFor(pattern, realParams), params: realParams },
        ];
        for (const { path, params: values } of tries) {
          const url = `${path}?${query}`;
          const answer = await callRoute(module.loader!, requestAs(admin.cookie, url), signedIn(), values);
          expectNoServerError(answer, `GET ${url.slice(0, 120)}`);
        }
      }
    },
  );

  it.each(routes.filter((route) => route.module.action))(
    "$file action: hostile form fields and JSON bodies are answered, never a 5xx",
    async ({ pattern, module }) => {
      const url = urlFor(pattern, realParams);
      const post = (body: BodyInit, type: string) =>
        callRoute(
          module.action!,
          requestAs(admin.cookie, url, { method: "POST", body, headers: { "Content-Type": type } }),
          signedIn(),
          realParams,
        );
      for (const payload of BODY_PAYLOADS) {
        for (const intent of [payload, ...INTENTS]) {
          const fields = new URLSearchParams(FORM_KEYS.map((key) => [key, payload]));
          fields.set("intent", intent);
          const answer = await post(fields, "application/x-www-form-urlencoded");
          expectNoServerError(
            answer,
            `POST ${url} form, intent ${intent.slice(0, 20)}, ${payload.slice(0, 20)}`,
          );
        }
      }
      // Pages read forms only: the HTTP layer answers any other body to a page with 415.
      if (!url.startsWith("/api/")) return;
      for (const value of [...BODY_PAYLOADS, ...WRONG_TYPES]) {
        const body = JSON.stringify(Object.fromEntries(JSON_KEYS.map((key) => [key, value])));
        const answer = await post(body, "application/json");
        expectNoServerError(answer, `POST ${url} JSON ${JSON.stringify(value)?.slice(0, 20)}`);
      }
      for (const raw of ['{"__proto__": {"polluted": true}}', "{oops", "[]", "null", '"\\ud800"']) {
        expectNoServerError(await post(raw, "application/json"), `POST ${url} ${raw}`);
      }
    },
  );

  /**
   * A form that is valid but for one hostile field reaches the code behind validation (the
   * database): each field of the forms that store text, in turn. Control characters must be
   * refused (4xx); other text is answered, and when kept, kept as sent.
   */
  const ADDRESS = {
    firstName: "Ana",
    lastName: "García",
    phone: "",
    address: "1 Candy Lane",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    country: "US",
  };
  // Fields that keep line breaks (every other one refuses them).
  const MULTI_LINE = new Set(["message", "description"]);
  const forms = (): { file: string; url: string; base: Record<string, string> }[] => [
    {
      file: "routes/contact.tsx",
      url: "/contact",
      base: { name: "Ana", email: "ana@example.com", subject: "Hello", message: "A kind message for you." },
    },
    {
      file: "routes/account.tsx",
      url: "/account",
      base: { intent: "profile", firstName: "Ada", lastName: "A", phone: "" },
    },
    { file: "routes/addresses.tsx", url: "/addresses", base: { intent: "create", ...ADDRESS } },
    {
      file: "routes/admin/products.new.tsx",
      url: "/admin/products/new",
      base: {
        intent: "save",
        name: "Hostile Candy",
        description: "Sweet.",
        brand: "Test",
        originCountry: "Japan",
        categoryId: realParams.categoryId!,
        price: "3.50",
        stockQuantity: "5",
      },
    },
    {
      file: "routes/admin/coupons.new.tsx",
      url: "/admin/coupons/new",
      base: { intent: "save", code: "HOSTILE", discountType: "percentage", discountValue: "10" },
    },
  ];

  it("refuses control characters and keeps other text as sent, field by field, in the forms that store text", async () => {
    for (const { file, url, base } of forms()) {
      const action = routes.find((route) => route.file === file)!.module.action!;
      for (const field of Object.keys(base).filter((name) => name !== "intent")) {
        for (const payload of BODY_PAYLOADS) {
          const fields = new URLSearchParams({ ...base, [field]: payload });
          const answer = await callRoute(
            action,
            requestAs(admin.cookie, url, {
              method: "POST",
              body: fields,
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
            }),
            signedIn(),
          );
          const what = `${url} ${field}=${JSON.stringify(payload.slice(0, 24))}`;
          expectNoServerError(answer, what);
          // (A form cannot carry half a surrogate pair: encoding the form makes it U+FFFD.)
          const refused = CONTROL_PAYLOADS.filter(
            (text) => !MULTI_LINE.has(field) || /[^\P{Cc}\r\n]/u.test(text),
          );
          if (refused.includes(payload)) expect(answer.status, what).toBeGreaterThanOrEqual(400);
        }
      }
    }
    // What was accepted was kept exactly (trimmed), markup and SQL included.
    const kept = await queryRows<{ message: string }>(
      handle.db,
      sql`SELECT message FROM contact_messages WHERE message LIKE '%DROP TABLE%'`,
    );
    expect(kept.map((row) => row.message)).toEqual([TEXT_PAYLOADS[0]]);
  });

  it("answers hostile values in each field of the checkout's JSON with a clear 4xx or an order, never a 5xx", async () => {
    const action = routes.find((route) => route.file === "routes/api.create-payment-intent.ts")!.module
      .action!;
    const [product] = await queryRows<{ id: string; price_cents: number }>(
      handle.db,
      sql`SELECT id, price_cents FROM products WHERE is_active AND stock_quantity > 10 LIMIT 1`,
    );
    const base = {
      amount: product!.price_cents + 599,
      currency: "usd",
      cartItems: [{ product_id: product!.id, quantity: 1 }],
      customerInfo: {
        email: "ana@example.com",
        phone: "",
        shippingAddress: { address: "1 Candy Lane", city: "Austin", state: "TX", zipCode: "78701" },
        firstName: "Ana",
        lastName: "García",
      },
      couponCode: "",
    };
    const paths: string[][] = [
      ["couponCode"],
      ["currency"],
      ["customerInfo", "email"],
      ["customerInfo", "firstName"],
      ["customerInfo", "phone"],
      ["customerInfo", "shippingAddress", "address"],
      ["customerInfo", "shippingAddress", "city"],
      ["customerInfo", "shippingAddress", "zipCode"],
      ["customerInfo", "shippingAddress", "country"],
      ["cartItems", "0", "product_id"],
      ["cartItems", "0", "product_name"],
    ];
    for (const path of paths) {
      for (const value of [...BODY_PAYLOADS, ...WRONG_TYPES]) {
        const body = structuredClone(base) as Record<string, unknown>;
        let holder = body;
        for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
        holder[path.at(-1)!] = value;
        const answer = await callRoute(
          action,
          requestAs(admin.cookie, "/api/create-payment-intent", {
            method: "POST",
            body: JSON.stringify(body),
            headers: { "Content-Type": "application/json" },
          }),
          signedIn(),
        );
        expectNoServerError(answer, `${path.join(".")} = ${JSON.stringify(value)?.slice(0, 24)}`);
      }
    }
  });
});
