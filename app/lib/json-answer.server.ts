/**
 * A JSON answer of the API: never stored (each is about one visitor's cart, order or payment, or
 * a moment's state), unless `headers` says otherwise, and sent with its length. The length is
 * what lets the compression middleware leave a small answer alone, as it does any body under
 * 1 KB: without it, every `{ status: "paid" }` got a brotli stream of its own, about 1 ms of the
 * request thread each, a tenth of a prepared order's cost (issue 24).
 */
export function jsonAnswer(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Content-Length", String(Buffer.byteLength(text)));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(text, { status: init.status ?? 200, headers });
}
