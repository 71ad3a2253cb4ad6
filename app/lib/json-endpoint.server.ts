import type { AppLoadContext, Params } from "react-router";
import type { z } from "zod";
import { BODY_LIMIT_BYTES } from "~/config/body-limits";
import { PRIVATE_NO_STORE } from "./http-cache";
import { jsonAnswer } from "./json-answer.server";
import { isSameOrigin } from "./same-origin.server";

/**
 * The HTTP edge of every `/api/*` route (decision 056): the method, where the request comes from,
 * the body (its size, its format, its schema), the `{ error }` shape of a refusal and answers that
 * are never stored. A route says what it accepts and hands plain values to its module:
 *
 *     const endpoint = postEndpoint({
 *       body: "json",
 *       schema: quoteRequestSchema,
 *       invalid: () => ({ error: "Invalid cart: …" }),
 *       handle: ({ body, context }) => quoteProducts(context.db, body.items, …),
 *     });
 *     export const action = endpoint.action;
 *     export const loader = endpoint.loader;
 *
 * (One name per export: React Router's browser build removes `action` and `loader` by name and
 * cannot take a destructured export apart.)
 *
 * What `handle` returns is answered as JSON with 200, or as it is when it is already a Response
 * (another status: `jsonAnswer(body, { status })`; a redirect).
 */

export interface EndpointArgs {
  request: Request;
  context: AppLoadContext;
  params: Params;
}

/** A plain value (answered 200 as JSON) or a Response. */
export type EndpointAnswer = Response | object;

/** Why a body was refused before the route saw it. */
export type BodyProblem =
  /** "json" endpoints: the Content-Type does not say JSON. */
  | { kind: "not-json" }
  /** The bytes are not JSON (or not a form). */
  | { kind: "malformed" }
  /** Parsed, but not what the schema describes. */
  | { kind: "schema"; issues: z.core.$ZodIssue[] };

interface PostEndpointSpec<Schema extends z.ZodType> {
  /**
   * How the body comes: JSON (with a JSON Content-Type), a form or JSON (the Content-Type
   * decides), or the raw text (a webhook whose signature covers the bytes; no schema).
   */
  body: "json" | "form-or-json" | "text";
  schema: Schema;
  /**
   * The 400 answer for a body that is not what the route takes (default `{ error: "Invalid
   * request" }`). A plain value is answered with 400.
   */
  invalid?: (args: EndpointArgs & { problem: BodyProblem }) => EndpointAnswer | Promise<EndpointAnswer>;
  /**
   * Refuse requests from other sites' pages (403), which would act with the visitor's cookies.
   * On unless the caller is a server that sends no cookie (a payment provider's webhook).
   */
  sameOrigin?: boolean;
  /** Whether the endpoint exists in this shop's configuration; when not, every method gets 404. */
  available?: (context: AppLoadContext) => boolean;
  /** Bytes a body may have (default BODY_LIMIT_BYTES, the edge's limit for every body). */
  maxBytes?: number;
  handle: (args: EndpointArgs & { body: z.output<Schema> }) => EndpointAnswer | Promise<EndpointAnswer>;
}

interface GetEndpointSpec {
  available?: (context: AppLoadContext) => boolean;
  handle: (args: EndpointArgs) => EndpointAnswer | Promise<EndpointAnswer>;
}

const refusal = (status: number, error: string, headers?: HeadersInit) =>
  jsonAnswer({ error }, { status, headers });
const notFound = () => refusal(404, "Not found");
const methodNotAllowed = (allow: "GET" | "POST") =>
  refusal(405, "Method not allowed", { Allow: allow === "GET" ? "GET, HEAD" : "POST" });

const asResponse = async (answer: EndpointAnswer | Promise<EndpointAnswer>, status = 200) => {
  const settled = await answer;
  return settled instanceof Response ? settled : jsonAnswer(settled, { status });
};

/** A route that takes a POST with a body; a GET (or HEAD) gets 405. */
export function postEndpoint<Schema extends z.ZodType>(spec: PostEndpointSpec<Schema>) {
  const available = spec.available ?? (() => true);
  const invalid = spec.invalid ?? (() => ({ error: "Invalid request" }));

  async function action(args: EndpointArgs): Promise<Response> {
    const { request, context } = args;
    if (!available(context)) return notFound();
    // Only GET, HEAD and POST reach React Router (server/request-guards.ts); a GET goes to the loader.
    if (request.method !== "POST") return methodNotAllowed("POST");
    if (spec.sameOrigin !== false && !isSameOrigin(request, context.env.PUBLIC_URL)) {
      // The same answer as a page's form from another site (crossSiteRefusal).
      return refusal(403, "Cross-site request refused", PRIVATE_NO_STORE);
    }
    const read = await readBody(request, spec.body, spec.maxBytes ?? BODY_LIMIT_BYTES);
    if (read.tooLarge) return refusal(413, "Request body too large");
    if (read.problem) return asResponse(invalid({ ...args, problem: read.problem }), 400);
    const parsed = spec.schema.safeParse(read.value);
    if (!parsed.success) {
      return asResponse(invalid({ ...args, problem: { kind: "schema", issues: parsed.error.issues } }), 400);
    }
    return asResponse(spec.handle({ ...args, body: parsed.data }));
  }

  // A GET is a mistake, answered like the other API errors rather than with a page.
  const loader = ({ context }: EndpointArgs) => (available(context) ? methodNotAllowed("POST") : notFound());
  return { action, loader };
}

/** A route that only answers GET (and HEAD); a POST gets 405. */
export function getEndpoint(spec: GetEndpointSpec) {
  const available = spec.available ?? (() => true);
  const loader = (args: EndpointArgs) =>
    available(args.context) ? asResponse(spec.handle(args)) : Promise.resolve(notFound());
  const action = ({ context }: EndpointArgs) => (available(context) ? methodNotAllowed("GET") : notFound());
  return { loader, action };
}

type ReadBody = { tooLarge?: true; problem?: BodyProblem; value?: unknown };

async function readBody(request: Request, kind: PostEndpointSpec<z.ZodType>["body"], maxBytes: number) {
  const contentType = request.headers.get("Content-Type") ?? "";
  const isJson = contentType.includes("application/json");
  if (kind === "json" && !isJson) return { problem: { kind: "not-json" } } satisfies ReadBody;
  if (kind === "form-or-json" && !isJson) {
    // A form's size is checked at the edge, from its Content-Length (server/request-guards.ts).
    const form = await request.formData().catch(() => undefined);
    if (!form) return { problem: { kind: "malformed" } } satisfies ReadBody;
    return { value: Object.fromEntries(form) } satisfies ReadBody;
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return { tooLarge: true } satisfies ReadBody;
  if (kind === "text") return { value: text } satisfies ReadBody;
  try {
    return { value: JSON.parse(text) as unknown } satisfies ReadBody;
  } catch {
    return { problem: { kind: "malformed" } } satisfies ReadBody;
  }
}
