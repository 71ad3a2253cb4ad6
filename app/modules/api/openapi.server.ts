import { z } from "zod";
import { quoteRequestSchema } from "~/modules/cart/quote.server";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { couponCheckRequestSchema } from "~/modules/checkout/coupon-check-schema";
import { signupSchema } from "~/modules/newsletter/signup-schema";
import { sandboxConfirmRequestSchema } from "~/modules/payments/sandbox-confirm-schema";
import { wishlistRequestSchema } from "~/modules/wishlist/wishlist-request-schema";
import * as answers from "./answers";

/**
 * The JSON API as an OpenAPI 3.1 document (decision 055), served at `/api/openapi.json`. Every
 * schema in it is generated (zod 4's `z.toJSONSchema`) from the zod schemas the routes parse
 * bodies with, and from the answer schemas of `answers.ts`; a test checks that every `/api/*`
 * route of the route table is here, and that real answers match what is written here.
 */

type Method = "get" | "post";

interface Answer {
  description: string;
  /** A JSON body (none: no body, e.g. a redirect). */
  schema?: z.ZodType;
  headers?: Record<string, string>;
}

export interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  /** The request's body: JSON, or also a form (`form: true`) with the same fields. */
  body?: { schema: z.ZodType; form?: boolean; json?: boolean; description?: string };
  /** Query parameters, each a string. */
  query?: Record<string, string>;
  /** The visitor's session cookie is read (signed-in or not, the answer differs). */
  session?: boolean;
  responses: Record<number, Answer>;
}

const error = (description: string): Answer => ({ description, schema: answers.errorAnswer });
const retryAfter = { "Retry-After": "Seconds to wait before trying again" };
const methodNotAllowed = { 405: error("Not a POST") };
const LANGUAGE = "The page's language (`en` or `es`); otherwise the `site-lang` cookie decides";

/** The operations, by OpenAPI path (`{name}` for a path parameter) and method. */
export const apiOperations: Record<string, Partial<Record<Method, Operation>>> = {
  "/api/health": {
    get: {
      summary: "Liveness",
      description: "200 while the process is up (answered before the app: no database, no logging).",
      tags: ["operations"],
      responses: { 200: { description: "The process is up", schema: answers.healthAnswer } },
    },
  },
  "/api/ready": {
    get: {
      summary: "Readiness",
      description: "200 when the database answers, 503 otherwise.",
      tags: ["operations"],
      responses: {
        200: { description: "The database answers", schema: answers.readyAnswer },
        503: error("The database cannot be reached"),
      },
    },
  },
  "/api/openapi.json": {
    get: {
      summary: "This document",
      tags: ["operations"],
      responses: {
        200: { description: "The OpenAPI 3.1 document of the API", schema: answers.openApiAnswer },
      },
    },
  },
  "/api/viewer": {
    get: {
      summary: "Who is looking",
      description:
        "The signed-in visitor's frame (name, admin or not), saved products and own reviews' ids, which shared pages leave out of their HTML; `user: null` and empty lists for nobody. Never stored.",
      tags: ["accounts"],
      session: true,
      responses: { 200: { description: "The visitor", schema: answers.viewerAnswer } },
    },
  },
  "/api/cart/quote": {
    post: {
      summary: "Refresh a cart",
      description:
        "The current price, stock, per-order limit, name and first image of each product asked for; only `isActive: false` for a product off sale; unknown ids are left out. The stock counts what this browser's own unpaid order holds (its checkout cookie).",
      tags: ["cart"],
      query: { lang: LANGUAGE },
      body: { schema: quoteRequestSchema, description: "The cart's lines (at most 100)" },
      responses: {
        200: { description: "The products", schema: answers.quoteAnswer },
        400: error("The body is not such a list"),
        ...methodNotAllowed,
      },
    },
  },
  "/api/cart/suggestions": {
    get: {
      summary: "Products to reach free shipping",
      description:
        "One or two products, not in the cart, often bought with its products (or of their categories), in stock, that would get the cart to free shipping (the cheapest that do first). Asked with the cart's product ids alone; the same for anyone asking the same.",
      tags: ["cart"],
      query: {
        product: "A product id of the cart (repeated, at most 100)",
        missing: "Cents missing for free shipping",
        lang: LANGUAGE,
      },
      responses: { 200: { description: "The suggestions", schema: answers.cartSuggestionsAnswer } },
    },
  },
  "/api/coupons/check": {
    post: {
      summary: "Check a coupon against a cart",
      description:
        "The discount the coupon gives this cart (prices from the database), or which rule refuses it; a refused coupon is an answer (200), not an error.",
      tags: ["cart"],
      body: { schema: couponCheckRequestSchema },
      responses: {
        200: { description: "The discount, or why not", schema: answers.couponCheckAnswer },
        400: error("A malformed body"),
        ...methodNotAllowed,
        429: {
          description: "The client checked too many codes lately",
          schema: answers.couponTooManyAnswer,
          headers: retryAfter,
        },
      },
    },
  },
  "/api/create-payment-intent": {
    post: {
      summary: "Prepare a payment",
      description:
        "Creates the order (`pending_payment`) with its stock reserved and the provider's payment. The server recomputes every figure from the database; `amount` is only compared with its own total. Sets the browser's checkout cookie.",
      tags: ["checkout"],
      session: true,
      body: { schema: checkoutRequestSchema, description: "Spec section 7" },
      responses: {
        200: { description: "The payment to confirm", schema: answers.paymentIntentAnswer },
        400: error("A malformed request, or not JSON"),
        403: error("Posted from another site"),
        ...methodNotAllowed,
        409: {
          description:
            "The browser's total is stale (the server's `amount` comes with it), a product is short, or the coupon is refused",
          schema: answers.paymentIntentConflict,
        },
        429: {
          description: "Too many checkouts prepared, unpaid orders held or payments declined lately",
          schema: answers.errorAnswer,
          headers: retryAfter,
        },
        500: error("The payment could not be prepared"),
      },
    },
  },
  "/api/payments/sandbox/confirm": {
    post: {
      summary: "Pay with a test card (sandbox only)",
      description:
        "Exists only while the sandbox takes payments (otherwise 404). `4242424242424242` succeeds; `4000000000000002` is declined; `4000000000009995` has insufficient funds; `4000002500003155` needs authentication (`redirectUrl`); any other number is refused.",
      tags: ["checkout"],
      body: { schema: sandboxConfirmRequestSchema },
      responses: {
        200: { description: "The payment's outcome", schema: answers.sandboxConfirmAnswer },
        400: error("A malformed body, or an unknown payment"),
        404: error("The sandbox is not the payment provider"),
        429: {
          description: "The client had too many payments declined lately (card testing)",
          schema: answers.sandboxConfirmAnswer,
          headers: retryAfter,
        },
        500: error("The payment could not be confirmed"),
      },
    },
  },
  "/api/search/suggestions": {
    get: {
      summary: "Suggestions as the shopper types",
      description:
        "Up to six products matching `q` (as `/search` finds them, best match first) with their picture and price, and up to three categories whose name holds it, named in `lang`. The same for everyone: cached like a catalogue page.",
      tags: ["catalogue"],
      query: { q: "What was typed", lang: LANGUAGE },
      responses: {
        200: { description: "The suggestions", schema: answers.searchSuggestionsAnswer },
      },
    },
  },
  "/api/orders/{number}/status": {
    get: {
      summary: "An order's status",
      description:
        "For the order's owner only: the signed-in buyer, the browser that placed it, or the `token` of its e-mail's link; 404 for anyone else, as for a number that does not exist.",
      tags: ["orders"],
      session: true,
      query: { token: "The signed token of the order's e-mail link" },
      responses: {
        200: { description: "The order's status", schema: answers.orderStatusAnswer },
        404: error("No such order, or not the asker's"),
      },
    },
  },
  "/api/wishlist": {
    post: {
      summary: "Save or unsave a product",
      description: "Removing what is not saved is fine. Posted as a form or as JSON.",
      tags: ["accounts"],
      session: true,
      body: { schema: wishlistRequestSchema, form: true },
      responses: {
        200: { description: "The product's saved state", schema: answers.wishlistAnswer },
        400: error("A malformed request"),
        401: { description: "Not signed in", schema: answers.wishlistSignedOut },
        403: error("Posted from another site"),
        404: error("Adding a product that is unknown or off sale"),
        ...methodNotAllowed,
        500: error("The wishlist could not be changed"),
      },
    },
  },
  "/api/newsletter": {
    post: {
      summary: "Subscribe to the newsletter",
      description:
        "Double opt-in: a confirmation e-mail is sent in the page's language. `{ ok: true }` whether or not the address was subscribed already. A page posting without JavaScript (`Accept: text/html`) is redirected (303) to the home page, which reports the outcome.",
      tags: ["newsletter"],
      body: { schema: signupSchema, form: true, json: false },
      responses: {
        200: { description: "Subscribed, or waiting for the confirmation", schema: answers.newsletterAnswer },
        303: { description: "Back to the home page (a form posted by a page)" },
        400: error("Not a valid address"),
        403: error("Posted from another site"),
        429: {
          description: "Too many sign-ups from this client",
          schema: answers.errorAnswer,
          headers: retryAfter,
        },
        500: error("The subscription failed"),
      },
    },
  },
  "/api/webhooks/stripe": {
    post: {
      summary: "Stripe's events",
      description:
        "Verified against STRIPE_WEBHOOK_SECRET on the raw body (`Stripe-Signature`); each event takes effect once. Exists only while Stripe takes payments (otherwise 404).",
      tags: ["payments"],
      body: { schema: answers.stripeEvent, description: "A Stripe event" },
      responses: {
        200: {
          description: "Received (acted on, or not one the shop acts on)",
          schema: answers.webhookAnswer,
        },
        400: error("The signature does not match"),
        404: error("Stripe is not the payment provider"),
        500: error("The event could not be processed; Stripe retries"),
      },
    },
  },
};

/** A zod schema as JSON Schema (2020-12, what OpenAPI 3.1 uses), without its `$schema`. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

function operationObject(path: string, method: Method, operation: Operation) {
  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    })),
    ...Object.entries(operation.query ?? {}).map(([name, description]) => ({
      name,
      in: "query",
      required: false,
      description,
      schema: { type: "string" },
    })),
  ];
  const body = operation.body;
  const bodySchema = body && jsonSchema(body.schema, "input");
  return {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? "").toUpperCase())}`,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: operation.tags,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.session ? { security: [{}, { session: [] }] } : {}),
    ...(body && bodySchema
      ? {
          requestBody: {
            required: true,
            ...(body.description ? { description: body.description } : {}),
            content: {
              ...(body.json !== false ? { "application/json": { schema: bodySchema } } : {}),
              ...(body.form ? { "application/x-www-form-urlencoded": { schema: bodySchema } } : {}),
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          ...(answer.headers
            ? {
                headers: Object.fromEntries(
                  Object.entries(answer.headers).map(([name, description]) => [
                    name,
                    { description, schema: { type: "integer" } },
                  ]),
                ),
              }
            : {}),
          ...(answer.schema
            ? { content: { "application/json": { schema: jsonSchema(answer.schema, "output") } } }
            : {}),
        },
      ]),
    ),
  };
}

const documents = new Map<string, Record<string, unknown>>();

/** The document, for a shop at `publicUrl` (its server); made once per process. */
export function openApiDocument(publicUrl: string): Record<string, unknown> {
  let document = documents.get(publicUrl);
  if (!document) {
    document = {
      openapi: "3.1.0",
      info: {
        title: "Sweet Trip API",
        version: "1",
        description:
          'The JSON API of the Sweet Trip shop. Money is integer cents. Errors are `{ "error": "<message>" }` with a 4xx or 5xx status; an unknown `/api/` path answers 404 that way, whatever the method. Answers are never stored (`Cache-Control: no-store`). Posts from another site\'s page are refused (403).',
      },
      servers: [{ url: publicUrl }],
      tags: [
        { name: "cart" },
        { name: "checkout" },
        { name: "orders" },
        { name: "accounts" },
        { name: "newsletter" },
        { name: "payments" },
        { name: "operations" },
      ],
      paths: Object.fromEntries(
        Object.entries(apiOperations).map(([path, methods]) => [
          path,
          Object.fromEntries(
            Object.entries(methods).map(([method, operation]) => [
              method,
              operationObject(path, method as Method, operation),
            ]),
          ),
        ]),
      ),
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: "better-auth.session_token",
            description: "The signed-in visitor's session (`__Secure-` prefixed on https)",
          },
        },
      },
    };
    documents.set(publicUrl, document);
  }
  return document;
}
