import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheVariant, pageCache, type PageCache } from "./page-cache";

let base: string;
let renders = 0;
let server: ReturnType<express.Express["listen"]>;
let cache: PageCache;

beforeAll(async () => {
  const app = express();
  app.use(compression({ threshold: 0 }));
  // Each answer's nonce, as server/security-headers.ts gives it.
  let answers = 0;
  app.use((_req, res, next) => {
    answers += 1;
    res.locals.cspNonce = `nonce-${String(answers).padStart(6, "0")}`;
    next();
  });
  cache = pageCache({ ttlMs: 60_000, maxBytes: 1_000_000, varyCookie: "site-lang" });
  app.use(cache);
  app.get("/scripted", (_req, res) => {
    renders += 1;
    const nonce = String(res.locals.cspNonce);
    res.setHeader("Cache-Control", "public, max-age=0");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    res.end(`<script nonce="${nonce}">a</script><script nonce="${nonce}">b</script>`);
  });
  app.get("/public", (req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "public, max-age=60");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(`<p>render ${renders} for ${req.headers.cookie ?? "nobody"}`);
    res.end("</p>");
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
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} }).then(async (res) => ({
    status: res.status,
    cache: res.headers.get("x-page-cache"),
    body: await res.text(),
  }));

describe("page cache", () => {
  it("writes each answer's own nonce into a stored page, and keeps no stored policy", async () => {
    const first = await fetch(`${base}/scripted`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/scripted`);
    const secondBody = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)![1]!;
    expect(nonceOf(secondBody)).not.toBe(nonceOf(firstBody));
    expect(secondBody).toBe(firstBody.replaceAll(nonceOf(firstBody), nonceOf(secondBody)));
    // The hit's policy is its own answer's (here: none was set for it), never the stored one.
    expect(second.headers.get("content-security-policy")).toBeNull();
  });

  it("renders again after clear() (the catalogue changed)", async () => {
    const first = await get("/public?cleared");
    expect((await get("/public?cleared")).cache).toBe("hit");
    cache.clear();
    const after = await get("/public?cleared");
    expect(after.cache).toBe("miss");
    expect(after.body).not.toBe(first.body);
  });

  it("renders a public page once and serves the same bytes again", async () => {
    const first = await get("/public");
    const second = await get("/public");
    expect(first.cache).toBe("miss");
    expect(second).toEqual({ status: 200, cache: "hit", body: first.body });
  });

  it("keeps each language apart", async () => {
    const spanish = await get("/public", "site-lang=es");
    expect(spanish.cache).toBe("miss");
    expect(spanish.body).toContain("site-lang=es");
    expect((await get("/public", "site-lang=es")).body).toBe(spanish.body);
    expect((await get("/public", "site-lang=en")).body).not.toBe(spanish.body);
  });

  it("never shares a page with a visitor who has any other cookie", async () => {
    await get("/public");
    const signedIn = await get("/public", "site-lang=en; session=secret");
    expect(signedIn.cache).toBeNull();
    expect(signedIn.body).toContain("session=secret");
    expect((await get("/public")).body).not.toContain("secret");
  });

  it("keeps only public 200 answers without cookies", async () => {
    for (const path of ["/private", "/sets-cookie", "/missing"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.body, path).not.toBe(first.body);
    }
  });

  it("stores the page uncompressed and compresses it again on a hit", async () => {
    const plain = await get("/public?gzip", "site-lang=es");
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.get(
        `${base}/public?gzip`,
        { headers: { cookie: "site-lang=es", "accept-encoding": "gzip" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on("error", reject);
    });
    expect(raw.headers["x-page-cache"]).toBe("hit");
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(plain.body);
  });
});

describe("cacheVariant", () => {
  it("is the page's language: the default without cookies, undefined with any other cookie", () => {
    expect(cacheVariant(undefined, "site-lang")).toBe("en");
    expect(cacheVariant(" ; ", "site-lang")).toBe("en");
    expect(cacheVariant("site-lang=es", "site-lang")).toBe("es");
    expect(cacheVariant(" site-lang=en ; ", "site-lang")).toBe("en");
    expect(cacheVariant("site-lang=en; sid=1", "site-lang")).toBeUndefined();
    expect(cacheVariant("sid=1", "site-lang")).toBeUndefined();
  });

  it("bypasses a duplicated or unknown language cookie (no Spanish page under the English key)", () => {
    expect(cacheVariant("site-lang=es; site-lang=", "site-lang")).toBeUndefined();
    expect(cacheVariant("site-lang=es; site-lang=es", "site-lang")).toBeUndefined();
    expect(cacheVariant("site-lang=", "site-lang")).toBeUndefined();
    expect(cacheVariant("site-lang=fr", "site-lang")).toBeUndefined();
    expect(cacheVariant("site-lang", "site-lang")).toBeUndefined();
  });
});
