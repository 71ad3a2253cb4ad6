import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the few Stripe HTTP API calls the shop makes, so the real `stripe` SDK
 * can be tested offline (point it at `endpoint`): creating a PaymentIntent (honouring the
 * Idempotency-Key header as Stripe does), reading one, cancelling one, and refunding a succeeded
 * one in full (idempotent too; a second refund without the key is `charge_already_refunded`).
 * A test makes a payment go through (or stay processing) with `settle`, as the shopper's card
 * would at Stripe.
 */

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: URLSearchParams;
}

export interface FakeStripe {
  endpoint: { host: string; port: number; protocol: "http" };
  requests: RecordedRequest[];
  intents: Map<string, FakePaymentIntent>;
  /** Refunds by PaymentIntent id. */
  refunds: Map<string, FakeRefund>;
  /** The shopper's payment at Stripe: it succeeds (the whole amount received) or is processing. */
  settle(paymentId: string, status: "succeeded" | "processing"): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, code: string, message: string) {
  send(response, status, { error: { type: "invalid_request_error", code, message } });
}

/** `metadata[orderId]=…` fields, as the SDK encodes nested objects. */
function nested(form: URLSearchParams, name: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[(.+)\\]$`).exec(key);
    if (match) values[match[1]!] = value;
  }
  return values;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const byIdempotencyKey = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();

  const server = createServer((request, response) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(request));
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      const idempotencyKey = request.headers["idempotency-key"]?.toString() ?? null;
      requests.push({
        method: request.method ?? "",
        path,
        idempotencyKey,
        authorization: request.headers.authorization ?? null,
        form,
      });

      if (request.method === "POST" && path === "/v1/payment_intents") {
        const repeated = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (repeated) return send(response, 200, repeated);
        const id = `pi_fake_${randomBytes(8).toString("hex")}`;
        const intent: FakePaymentIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          amount_received: 0,
          currency: form.get("currency") ?? "",
          status: "requires_payment_method",
          client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
          metadata: nested(form, "metadata"),
          receipt_email: form.get("receipt_email"),
          automatic_payment_methods: nested(form, "automatic_payment_methods").enabled
            ? { enabled: nested(form, "automatic_payment_methods").enabled === "true" }
            : null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
        return send(response, 200, intent);
      }

      const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === "GET" && read) {
        const intent = intents.get(read[1]!);
        if (!intent) return stripeError(response, 404, "resource_missing", "No such payment_intent");
        return send(response, 200, intent);
      }

      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (request.method === "POST" && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return stripeError(response, 404, "resource_missing", "No such payment_intent");
        if (intent.status !== "requires_payment_method") {
          return stripeError(
            response,
            400,
            "payment_intent_unexpected_state",
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          );
        }
        intent.status = "canceled";
        return send(response, 200, intent);
      }

      if (request.method === "POST" && path === "/v1/refunds") {
        const repeated = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (repeated) return send(response, 200, repeated);
        const intent = intents.get(form.get("payment_intent") ?? "");
        if (!intent) return stripeError(response, 404, "resource_missing", "No such payment_intent");
        if (refunds.has(intent.id)) {
          return stripeError(response, 400, "charge_already_refunded", "Charge has already been refunded.");
        }
        if (intent.status !== "succeeded") {
          return stripeError(
            response,
            400,
            "payment_intent_unexpected_state",
            "This PaymentIntent has no charge.",
          );
        }
        const refund: FakeRefund = {
          id: `re_fake_${randomBytes(8).toString("hex")}`,
          object: "refund",
          payment_intent: intent.id,
          amount: intent.amount,
          status: "succeeded",
          metadata: nested(form, "metadata"),
        };
        refunds.set(intent.id, refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return send(response, 200, refund);
      }

      if (request.method === "GET" && path === "/v1/refunds") {
        const query = new URL(request.url ?? "/", "http://fake").searchParams;
        const refund = refunds.get(query.get("payment_intent") ?? "");
        return send(response, 200, {
          object: "list",
          data: refund ? [refund] : [],
          has_more: false,
          url: path,
        });
      }

      stripeError(response, 404, "resource_missing", `Unrecognized request URL (${request.method}: ${path})`);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    intents,
    refunds,
    settle(paymentId, status) {
      const intent = intents.get(paymentId);
      if (!intent) throw new Error(`no PaymentIntent ${paymentId}`);
      intent.status = status;
      intent.amount_received = status === "succeeded" ? intent.amount : 0;
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
