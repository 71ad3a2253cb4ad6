import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonAnswer } from "./json-answer.server";
import { getEndpoint, postEndpoint, type BodyProblem } from "./json-endpoint.server";

const context = { env: { PUBLIC_URL: "https://shop.example" } } as unknown as AppLoadContext;
const args = (request: Request) => ({ request, context, params: {} });

function post(body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return new Request("https://shop.example/api/thing", { method: "POST", body, headers });
}

const greeting = postEndpoint({
  body: "json",
  schema: z.object({ name: z.string().min(1) }),
  handle: ({ body }) => ({ hello: body.name }),
});

async function read(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe("postEndpoint", () => {
  it("answers the handler's plain value as JSON with its length, never stored", async () => {
    const answer = await read(await greeting.action(args(post('{"name":"Ana"}'))));
    expect(answer).toMatchObject({ status: 200, body: { hello: "Ana" } });
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Content-Length")).toBe(String('{"hello":"Ana"}'.length));
  });

  it("refuses what is not the body it takes with 400 { error }, before the handler runs", async () => {
    for (const request of [
      post('{"name":"Ana"}', { "Content-Type": "text/plain" }),
      post("{oops"),
      post('{"name":""}'),
    ]) {
      expect(await read(await greeting.action(args(request)))).toMatchObject({
        status: 400,
        body: { error: "Invalid request" },
      });
    }
  });

  it("tells the route's own refusal which problem the body had", async () => {
    const problems: BodyProblem["kind"][] = [];
    const endpoint = postEndpoint({
      body: "json",
      schema: z.object({ n: z.number() }),
      invalid: ({ problem }) => {
        problems.push(problem.kind);
        return jsonAnswer({ error: problem.kind }, { status: 422 });
      },
      handle: () => ({}),
    });
    const answers = await Promise.all(
      [post("{}", { "Content-Type": "text/plain" }), post("{"), post('{"n":"x"}')].map(async (request) =>
        read(await endpoint.action(args(request))),
      ),
    );
    expect(problems).toEqual(["not-json", "malformed", "schema"]);
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422]);
  });

  it("refuses other sites' pages with 403 unless told the caller is a server", async () => {
    const fromElsewhere = post('{"name":"Ana"}', {
      "Content-Type": "application/json",
      Origin: "https://evil.example",
    });
    expect(await read(await greeting.action(args(fromElsewhere.clone())))).toMatchObject({
      status: 403,
      body: { error: "Cross-site request refused" },
    });
    const webhook = postEndpoint({
      body: "text",
      schema: z.string(),
      sameOrigin: false,
      handle: ({ body }) => ({ length: body.length }),
    });
    expect(await read(await webhook.action(args(fromElsewhere)))).toMatchObject({
      status: 200,
      body: { length: 14 },
    });
  });

  it("refuses a body over its limit with 413", async () => {
    const small = postEndpoint({ body: "text", schema: z.string(), maxBytes: 10, handle: () => ({}) });
    expect((await small.action(args(post("x".repeat(11))))).status).toBe(413);
    expect((await small.action(args(post("x".repeat(10))))).status).toBe(200);
  });

  it("takes a form as well as JSON when asked to", async () => {
    const either = postEndpoint({
      body: "form-or-json",
      schema: z.object({ id: z.string() }),
      handle: ({ body }) => body,
    });
    const form = new URLSearchParams({ id: "a1" });
    const formPost = post(form.toString(), { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await read(await either.action(args(formPost)))).toMatchObject({ body: { id: "a1" } });
    expect(await read(await either.action(args(post('{"id":"b2"}'))))).toMatchObject({ body: { id: "b2" } });
  });

  it("answers a GET with 405 and Allow: POST, and every method with 404 while it is not available", async () => {
    const get = new Request("https://shop.example/api/thing");
    const refused = await read(greeting.loader(args(get)));
    expect(refused).toMatchObject({ status: 405, body: { error: "Method not allowed" } });
    expect(refused.headers.get("Allow")).toBe("POST");

    const off = postEndpoint({
      body: "json",
      schema: z.unknown(),
      available: () => false,
      handle: () => ({}),
    });
    expect((await off.action(args(post("{}")))).status).toBe(404);
    expect(off.loader(args(get)).status).toBe(404);
  });
});

describe("getEndpoint", () => {
  it("answers a GET with the handler's value and a POST with 405 and Allow: GET, HEAD", async () => {
    const endpoint = getEndpoint({ handle: ({ params }) => ({ id: params.id }) });
    const got = await read(
      await endpoint.loader({ ...args(new Request("https://shop.example/x")), params: { id: "7" } }),
    );
    expect(got).toMatchObject({ status: 200, body: { id: "7" } });
    const posted = await read(endpoint.action(args(post("{}"))));
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, HEAD");
  });
});
