import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequestHandler } from "./api-bridge";

// Resource routes of a tiny build, answering what React Router was handed.
let actionCalls = 0;
const seen = ({ request }: { request: Request }) => ({
  method: request.method,
  url: request.url,
  headers: [...request.headers.entries()],
  aborted: request.signal.aborted,
});
const resource = (id: string, path: string, module: Record<string, unknown>) => ({
  id,
  parentId: "root",
  path,
  module,
});
const routes = {
  root: { id: "root", path: "", module: {} },
  echo: resource("echo", "api/echo", {
    action: async (args: { request: Request }) => {
      actionCalls++;
      const body = JSON.stringify({ ...seen(args), body: await args.request.text() });
      const headers = new Headers({ "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response(body, { status: 201, statusText: "Made", headers });
    },
    loader: (args: { request: Request }) => Response.json(seen(args)),
  }),
  unsized: resource("unsized", "api/unsized", {
    loader: () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("one, "));
            controller.enqueue(new TextEncoder().encode("two"));
            controller.close();
          },
        }),
        { headers: { "Content-Type": "text/plain" } },
      ),
  }),
  away: resource("away", "api/away", { loader: () => new Response(null, { status: 302, headers: { Location: "/" } }) }),
};
const build = {
  entry: { module: { default: () => new Response("no pages here") } },
  routes,
  assets: { entry: { module: "entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

// The same build behind @react-router/express's adapter and behind the shop's, proxies trusted.
const errors: unknown[] = [];
function serve(handler: express.RequestHandler) {
  const app = express();
  app.set("trust proxy", true);
  app.all(/.*/, handler);
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    errors.push(error);
    res.status(500).end();
  });
  return http.createServer(app).listen(0, "127.0.0.1");
}
const getLoadContext = async () => ({});
const servers = {
  adapter: serve(createRequestHandler({ build, getLoadContext })),
  bridge: serve(apiRequestHandler({ build, getLoadContext: getLoadContext as never })),
};
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
beforeAll(() =>
  Promise.all(Object.values(servers).map((server) => (server.listening ? undefined : once(server, "listening")))),
);
afterAll(() => Object.values(servers).forEach((server) => server.close()));

function ask(server: http.Server, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; statusText?: string; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ port: portOf(server), host: "127.0.0.1", method, path, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const { date: _date, ...rest } = res.headers;
          resolve({ status: res.statusCode!, statusText: res.statusMessage, headers: rest, body: text });
        });
      });
      request.on("error", reject);
      request.end(body);
    },
  );
}

/** What both answer, with the port each listens on written as PORT. */
async function both(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const answers = await Promise.all(
    Object.values(servers).map(async (server) => {
      const answer = await ask(server, method, path, { Host: `shop.test:${portOf(server)}`, ...headers }, body);
      return JSON.parse(JSON.stringify(answer).replaceAll(String(portOf(server)), "PORT")) as typeof answer;
    }),
  );
  expect(answers[1]).toEqual(answers[0]);
  return answers[1]!;
}

describe("the API's bridge from Express to React Router", () => {
  it("hands React Router the request the adapter hands it, body included, and writes the same sized answer", async () => {
    const body = JSON.stringify({ cart: "ünïcode ✓" });
    const answer = await both("POST", "/api/echo?x=1", {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      "X-Forwarded-Host": "proxy.test:8443",
      "X-Forwarded-Proto": "https",
      Cookie: "c=1",
    }, body);
    expect(answer).toMatchObject({ status: 201, statusText: "Made" });
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(JSON.parse(answer.body)).toMatchObject({
      method: "POST",
      url: "https://proxy.test:8443/api/echo?x=1",
      body,
      aborted: false,
    });
  });

  it("answers GET and HEAD without a body, an unsized answer as it streams, and a redirect", async () => {
    expect(JSON.parse((await both("GET", "/api/echo")).body)).toMatchObject({
      method: "GET",
      url: expect.stringMatching(/^http:\/\/shop\.test:PORT\/api\/echo$/),
    });
    await both("HEAD", "/api/echo");
    const unsized = await both("GET", "/api/unsized");
    expect(unsized).toMatchObject({ body: "one, two", headers: { "transfer-encoding": "chunked" } });
    expect(await both("GET", "/api/away")).toMatchObject({ status: 302, headers: { location: "/" } });
  });

  it("calls nothing when the client leaves before its body is sent", async () => {
    const before = actionCalls;
    const socket = http.request({
      port: portOf(servers.bridge),
      host: "127.0.0.1",
      method: "POST",
      path: "/api/echo",
      headers: { "Content-Type": "application/json", "Content-Length": "100" },
    });
    socket.on("error", () => undefined);
    socket.write("{ half");
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actionCalls).toBe(before);
    expect(errors).toEqual([]);
  });
});
