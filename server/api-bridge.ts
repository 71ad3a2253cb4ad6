import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * Express to React Router for the JSON API (decision 112): what @react-router/express does, with
 * the body read before React Router is called and a sized answer written in one call.
 *
 * The adapter gives React Router a Fetch `Request` whose body is a web stream over Node's request,
 * and pipes the answer's web stream back chunk by chunk: 0.6–1 ms of the request thread for an
 * API call on the bench's host, a third of it the two streams. An API body is small and
 * always says its length (server/request-guards.ts refuses one that does not, or that is larger
 * than its limit, before a byte is read; Node's HTTP parser stops it at that length), so it is
 * read whole into the `Request`; an answer that says its length (every `jsonAnswer`) is written
 * with one `end`. Any other answer is piped as the adapter pipes it, so that compression treats
 * it as before. The request's URL, headers and abort signal are made as the adapter makes them.
 */
export function apiRequestHandler({
  build,
  getLoadContext,
}: {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>;
}) {
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const body = await bodyOf(req);
      // The client left before sending the whole body: nobody is waiting for an answer.
      if (body === LEFT) return;
      const request = fetchRequest(req, res, body);
      const response = await handleRequest(request, await getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

const LEFT = Symbol("the client left");

/**
 * The whole body (none for GET and HEAD), or LEFT when the connection fails or ends before the
 * body does (Node's request then errs with "aborted"): nobody is left to answer.
 */
function bodyOf(req: ExpressRequest): Promise<Buffer | undefined | typeof LEFT> {
  if (req.method === "GET" || req.method === "HEAD") return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once("error", () => resolve(LEFT));
    req.once("close", () => {
      if (!req.complete) resolve(LEFT);
    });
  });
}

/** The Fetch request React Router answers, made as @react-router/express makes it. */
function fetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | undefined): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? "", 10))
    .find((number) => Number.isSafeInteger(number));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  // Aborted when the client leaves before the answer is written.
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, { method: req.method, headers: headersOf(req), signal: controller.signal, body });
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

/** Writes React Router's answer: status, headers, then the body (whole when its length is known). */
async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) return void res.end();
  if (response.headers.has("Content-Length")) return void res.end(Buffer.from(await response.arrayBuffer()));
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
