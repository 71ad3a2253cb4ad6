import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cacheKey,
  cacheVariant,
  pageCache,
  preferredEncoding,
  withInlineScriptHashes,
  type PageCache,
} from "./page-cache";

let base: string;
let renders = 0;
let server: ReturnType<express.Express["listen"]>;
let cache: PageCache;

const isSession = (name: string) => name === "session";
const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";

beforeAll(async () => {
  const app = express();
  // As server/main.js: compression in front of everything.
  app.use(compression({ threshold: 0 }));
  // Each answer's nonce and policy, as server/security-headers.ts gives them.
  let answers = 0;
  app.use((_req, res, next) => {
    answers += 1;
    const nonce = `nonce-${String(answers).padStart(6, "0")}`;
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
    next();
  });
  cache = pageCache({
    ttlMs: 60_000,
    maxBytes: 1_000_000,
    languageCookie: "site-lang",
    isPersonalCookie: isSession,
    sharedWithSignedIn: (req) => req.query.shared === "yes",
  });
  app.use(cache);
  app.get("/scripted", (_req, res) => {
    renders += 1;
    const nonce = String(res.locals.cspNonce);
    res.setHeader("Cache-Control", "public, max-age=0");
    res.end(
      `<script nonce="${nonce}">${THEME_SCRIPT}</script><script type="module" src="/a.js"></script>` +
        `<script type="application/ld+json">{"a":1}</script><p>${renders}</p>`,
    );
  });
  app.get("/public", (req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=10");
    res.setHeader("Vary", "Cookie");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(`<p>render ${renders} for ${req.headers.cookie ?? "nobody"} at ${req.originalUrl}`);
    res.end("</p>".repeat(200));
  });
  app.get("/private", (_req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "private, no-store");
    res.end(`render ${renders}`);
  });
  app.get("/sets-cookie", (_req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "public, max-age=60");
    res.setHeader("Set-Cookie", "a=b");
    res.end(`render ${renders}`);
  });
  app.get("/missing", (_req, res) => {
    renders += 1;
    res.status(404).setHeader("Cache-Control", "public, max-age=60");
    res.end(`render ${renders}`);
  });
  app.get("/slow", (_req, res) => {
    renders += 1;
    const render = renders;
    res.setHeader("Cache-Control", "public, max-age=0");
    // The catalogue changes while this page renders.
    cache.clear();
    setTimeout(() => res.end(`render ${render}`), 50);
  });
  app.get("/streamed", (_req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "private, no-store");
    res.write("first part;");
    // A private answer streams: its first part reaches the client before the route ends.
    setTimeout(() => res.end("second part"), 300);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, the body as it came over the wire (still encoded). */
function raw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

const text = (answer: RawAnswer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();

const get = async (path: string, cookie?: string) => {
  const answer = await raw(path, cookie ? { cookie } : {});
  return { status: answer.status, cache: answer.headers["x-page-cache"] ?? null, body: text(answer) };
};

describe("page cache", () => {
  it("renders a public page once and serves the same page again", async () => {
    const first = await get("/public");
    const second = await get("/public");
    expect(first.cache).toBe("miss");
    expect(second).toEqual({ status: 200, cache: "hit", body: first.body });
  });

  it("stores brotli and gzip once and sends the stored bytes in the encoding asked for", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const miss = await raw("/public?encodings", browser);
    const hit = await raw("/public?encodings", browser);
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    // The very bytes stored at the miss: nothing is compressed again.
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    expect(hit.headers.vary).toMatch(/Cookie/);
    expect(hit.headers.vary).toMatch(/Accept-Encoding/);

    const gzipped = await raw("/public?encodings", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await raw("/public?encodings", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(text(gzipped)).toBe(text(miss));
    expect(plain.body.toString()).toBe(text(miss));
  });

  it("answers a browser that has the page already with 304", async () => {
    const first = await raw("/public?etag");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await raw("/public?etag", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("allows a stored page's inline scripts by hash, never by a nonce shared between visitors", async () => {
    const first = await raw("/scripted");
    const second = await raw("/scripted");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(text(second)).toBe(text(first));
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    for (const answer of [first, second]) {
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'`);
      expect(policy).not.toContain("nonce");
    }
  });

  it("keeps each language apart and sorts the query into the key", async () => {
    const spanish = await get("/public?b=2&a=1", "site-lang=es");
    expect(spanish.cache).toBe("miss");
    expect(spanish.body).toContain("site-lang=es");
    expect(await get("/public?a=1&b=2", "site-lang=es")).toEqual({ ...spanish, cache: "hit" });
    expect((await get("/public?a=1&b=2", "site-lang=en")).body).not.toBe(spanish.body);
  });

  it("ignores cookies the shop does not read, and never shares with a session", async () => {
    const anonymous = await get("/public?cookies");
    expect((await get("/public?cookies", "_ga=GA1.2.3; site-lang=en")).cache).toBe("hit");
    const signedIn = await get("/public?cookies", "site-lang=en; session=secret");
    expect(signedIn.cache).toBeNull();
    expect(signedIn.body).toContain("session=secret");
    expect((await get("/public?cookies")).body).toBe(anonymous.body);
  });

  it("gives a shared page to signed-in visitors too", async () => {
    const anonymous = await get("/public?shared=yes");
    const signedIn = await get("/public?shared=yes", "session=secret");
    expect(signedIn).toEqual({ ...anonymous, cache: "hit" });
  });

  it("keeps only public 200 answers without cookies", async () => {
    for (const path of ["/private", "/sets-cookie", "/missing"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.body, path).not.toBe(first.body);
      expect(second.cache, path).toBe("miss");
    }
  });

  it("streams answers it does not keep", async () => {
    const arrived = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/streamed`, (res) => res.once("data", (chunk: Buffer) => resolve(chunk.toString())))
        .on("error", reject);
    });
    expect(arrived).toBe("first part;");
  });

  it("does not keep a page whose render a change overtook", async () => {
    const first = await get("/slow");
    const second = await get("/slow");
    expect(second.cache).toBe("miss");
    expect(second.body).not.toBe(first.body);
  });

  it("renders again after clear() (what pages show changed)", async () => {
    const first = await get("/public?cleared");
    expect((await get("/public?cleared")).cache).toBe("hit");
    cache.clear();
    const after = await get("/public?cleared");
    expect(after.cache).toBe("miss");
    expect(after.body).not.toBe(first.body);
  });
});

describe("cacheVariant", () => {
  const variant = (cookie: string | undefined) => cacheVariant(cookie, "site-lang", isSession);

  it("is the page's language, the default without a language cookie", () => {
    expect(variant(undefined)).toBe("en");
    expect(variant(" ; ")).toBe("en");
    expect(variant("site-lang=es")).toBe("es");
    expect(variant(" site-lang=en ; ")).toBe("en");
    expect(variant("_ga=1; site-lang=es; consent=yes")).toBe("es");
  });

  it("bypasses a session, or a duplicated or unknown language cookie", () => {
    expect(variant("site-lang=en; session=1")).toBeUndefined();
    expect(variant("session=1")).toBeUndefined();
    expect(variant("site-lang=es; site-lang=")).toBeUndefined();
    expect(variant("site-lang=es; site-lang=es")).toBeUndefined();
    expect(variant("site-lang=")).toBeUndefined();
    expect(variant("site-lang=fr")).toBeUndefined();
    expect(variant("site-lang")).toBeUndefined();
  });
});

describe("cacheKey", () => {
  it("is the language, the path and the sorted query", () => {
    expect(cacheKey("en", "/products?sort=price&page=2")).toBe(cacheKey("en", "/products?page=2&sort=price"));
    expect(cacheKey("en", "/products")).not.toBe(cacheKey("es", "/products"));
    expect(cacheKey("en", "/products?page=2")).not.toBe(cacheKey("en", "/products?page=3"));
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
  });
});

describe("withInlineScriptHashes", () => {
  it("replaces the nonce with the hashes of inline scripts only", () => {
    const html = Buffer.from('<script>a()</script><script src="/x.js"></script><script>a()</script>');
    const hash = createHash("sha256").update("a()").digest("base64");
    expect(withInlineScriptHashes("script-src 'self' 'nonce-abc' https://js.stripe.com", html)).toBe(
      `script-src 'self' 'sha256-${hash}' https://js.stripe.com`,
    );
    expect(withInlineScriptHashes("script-src 'self' 'nonce-abc'", Buffer.from("<p></p>"))).toBe(
      "script-src 'self'",
    );
    expect(withInlineScriptHashes(undefined, html)).toBeUndefined();
  });
});
