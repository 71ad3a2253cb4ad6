import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLanguage } from "~/lib/language";
import { cacheKey, pageCache, preferredEncoding, withInlineScriptHashes, type PageCache } from "./page-cache";

let base: string;
let renders = 0;
/** Requests that reached Express: a hit answered before it never does. */
let reachedTheApp = 0;
let server: http.Server;
let cache: PageCache;

const hasSession = (cookie: string | undefined) => /(?:^|;\s*)session=/.test(cookie ?? "");
const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const change = (...tags: string[]) => ({ everything: false as const, tags: new Set(tags) });

beforeAll(async () => {
  const app = express();
  app.use((_req, _res, next) => {
    reachedTheApp += 1;
    next();
  });
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
    hasSession,
    sharedWithSignedIn: (req) => req.query.shared === "yes",
    needsTheApp: (cookie) => /hint=stale/.test(cookie ?? ""),
  });
  app.use(cache.middleware);
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
  // Renders in the language the shop's renderer reads (requestLanguage → pageLanguage).
  app.get("/language", (req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "public, max-age=0");
    res.end(
      `lang=${pageLanguage(req.originalUrl.slice(req.path.length), req.headers.cookie, req.headers["accept-language"])}`,
    );
  });
  // Shows the products `?shows=a,b` names, and tags itself with them as the loaders do.
  app.get("/tagged", (req, res) => {
    renders += 1;
    const shows = String(req.query.shows ?? "").split(",");
    res.locals.pageTags = new Set(shows.map((id) => `product:${id}`));
    res.setHeader("Cache-Control", "public, max-age=0");
    const finish = () => res.end(`render ${renders} of ${shows.join(" and ")}`);
    // `?during=x`: product x changes while this page renders.
    if (typeof req.query.during === "string") {
      cache.drop(change(`product:${req.query.during}`));
      setTimeout(finish, 50);
    } else finish();
  });
  // A render that takes a while, as a page does under load.
  app.get("/popular", (req, res) => {
    renders += 1;
    const render = renders;
    res.setHeader("Cache-Control", "public, max-age=0");
    setTimeout(() => res.end(`render ${render}`), 50);
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
    // The whole catalogue changes while this page renders.
    cache.drop({ everything: true });
    setTimeout(() => res.end(`render ${render}`), 50);
  });
  // As /slow, and as React Router does for a visitor who left before it began: no answer at all.
  app.get("/left", (_req, res) => {
    if (res.destroyed) return;
    renders += 1;
    res.setHeader("Cache-Control", "public, max-age=0");
    cache.drop({ everything: true });
    setTimeout(() => res.end(`render ${renders}`), 50);
  });
  app.get("/streamed", (_req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", "private, no-store");
    res.write("first part;");
    // A private answer streams: its first part reaches the client before the route ends.
    setTimeout(() => res.end("second part"), 300);
  });
  // As server/main.js: a hit is answered before Express.
  server = http.createServer((req, res) => {
    if (!cache.answerHit(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
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

  it("answers a hit before the app runs, unless the app has something to add", async () => {
    await get("/public?early");
    const before = reachedTheApp;
    expect((await get("/public?early")).cache).toBe("hit");
    expect(reachedTheApp).toBe(before);
    expect((await get("/public?early", "hint=stale")).cache).toBe("hit");
    expect(reachedTheApp).toBe(before + 1);
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

  it("renders again after a change that names nothing (every page)", async () => {
    const first = await get("/public?cleared");
    expect((await get("/public?cleared")).cache).toBe("hit");
    cache.drop({ everything: true });
    const after = await get("/public?cleared");
    expect(after.cache).toBe("miss");
    expect(after.body).not.toBe(first.body);
  });
});

describe("one render for many visitors", () => {
  it("renders a page once when many ask for it at once: the others wait for that render", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/popular?at-once")));
    expect(renders - before).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.cache === "miss")).toHaveLength(1);
  });

  it("after a drop, too: the page is rendered once more, not once per visitor", async () => {
    await get("/popular?dropped");
    cache.drop({ everything: true });
    const before = renders;
    await Promise.all(Array.from({ length: 8 }, () => get("/popular?dropped")));
    expect(renders - before).toBe(1);
  });

  it("a visitor who leaves while waiting for another's render leaves no one waiting for ever", async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first render is not kept (a change overtakes it), so the ones waiting render it
    // themselves; the one waiting here has left by then.
    const first = get("/left?waiting");
    await pause(10);
    const leaving = http.get(`${base}/left?waiting`);
    leaving.on("error", () => {});
    await pause(10);
    leaving.destroy();
    expect((await first).status).toBe(200);
    await pause(20);
    const later = await Promise.race([get("/left?waiting"), pause(2_000).then(() => "no answer")]);
    expect(later).toMatchObject({ status: 200 });
  });
});

describe("page cache tags (decision 038)", () => {
  it("a change to product A drops the pages showing A, and leaves the page of product B a hit", async () => {
    const pageOfA = await get("/tagged?shows=a");
    const pageOfB = await get("/tagged?shows=b");
    const listOfBoth = await get("/tagged?shows=a,b");
    for (const path of ["/tagged?shows=a", "/tagged?shows=b", "/tagged?shows=a,b"])
      expect((await get(path)).cache, path).toBe("hit");

    cache.drop(change("product:a"));
    const [a, b, both] = [
      await get("/tagged?shows=a"),
      await get("/tagged?shows=b"),
      await get("/tagged?shows=a,b"),
    ];
    expect(a.cache).toBe("miss");
    expect(a.body).not.toBe(pageOfA.body);
    expect(both.cache).toBe("miss");
    expect(both.body).not.toBe(listOfBoth.body);
    expect(b).toEqual({ ...pageOfB, cache: "hit" });
  });

  it("names what a page shows in Cache-Tag, for a CDN that purges by tag", async () => {
    await get("/tagged?shows=c,d");
    const hit = await raw("/tagged?shows=c,d");
    expect(hit.headers["cache-tag"]).toBe("product:c,product:d");
  });

  it("does not keep a page whose render a change to what it shows overtook; another change does not matter", async () => {
    const overtaken = await get("/tagged?shows=e&during=e");
    const again = await get("/tagged?shows=e&during=e");
    expect(again.cache).toBe("miss");
    expect(again.body).not.toBe(overtaken.body);

    await get("/tagged?shows=f&during=g");
    expect((await get("/tagged?shows=f&during=g")).cache).toBe("hit");
  });
});

describe("the cache key is the language the renderer reads", () => {
  // Every spelling is asked for first (and stored under the key it makes); then a plain English
  // and a plain Spanish visitor must each get their own language.
  const spellings = [
    "site-lang =es",
    "site-lang= es",
    " site-lang=es ",
    'site-lang="es"',
    "site-lang=%65%73",
    "SITE-LANG=es",
    "site-lang=ES",
    "site-lang=es; site-lang=en",
    "site-lang=en; site-lang=es",
    "site-lang=fr",
    "site-lang=",
    "site-lang",
    "_ga=1;site-lang=es;consent=yes",
    "site-lang=es%00",
  ];

  it.each(spellings)("%j cannot store one language's page under the other's key", async (cookie) => {
    const path = `/language?spelling=${encodeURIComponent(cookie)}`;
    const first = await get(path, cookie);
    expect(first.body).toBe(`lang=${pageLanguage("", cookie)}`);
    expect((await get(path)).body).toBe("lang=en");
    expect((await get(path, "site-lang=en")).body).toBe("lang=en");
    expect((await get(path, "site-lang=es")).body).toBe("lang=es");
    expect((await get(path, cookie)).body).toBe(first.body);
  });

  it("keys a first visit on the language Accept-Language gets it, and a cookie's choice wins over it", async () => {
    const spanishBrowser = await raw("/language?first-visit", {
      "accept-language": "es-ES,es;q=0.9,en;q=0.8",
    });
    expect(text(spanishBrowser)).toBe("lang=es");
    // An English browser asking for the same address next is not served the Spanish page.
    const englishBrowser = await raw("/language?first-visit", { "accept-language": "en-US,en;q=0.9" });
    expect(text(englishBrowser)).toBe("lang=en");
    const again = await raw("/language?first-visit", { "accept-language": "es" });
    expect(text(again)).toBe("lang=es");
    expect(again.headers["x-page-cache"]).toBe("hit");
    // Chose English in the header: the cookie wins over the browser's Spanish.
    const chosen = await raw("/language?first-visit", { "accept-language": "es", cookie: "site-lang=en" });
    expect(text(chosen)).toBe("lang=en");
    expect(text(await raw("/language?first-visit", { "accept-language": "fr, de;q=0.5" }))).toBe("lang=en");
  });

  it("a ?lang= address is its language whatever the cookie says", async () => {
    expect((await get("/language?lang=es", "site-lang=en")).body).toBe("lang=es");
    expect((await get("/language?lang=es")).body).toBe("lang=es");
    expect((await get("/language?lang=en", "site-lang=es")).body).toBe("lang=en");
  });
});

describe("cacheKey", () => {
  it("is the language, the path and the sorted query", () => {
    expect(cacheKey("/products?sort=price&page=2", undefined)).toBe(
      cacheKey("/products?page=2&sort=price", ""),
    );
    expect(cacheKey("/products", "site-lang=en")).not.toBe(cacheKey("/products", "site-lang=es"));
    expect(cacheKey("/products?page=2", undefined)).not.toBe(cacheKey("/products?page=3", undefined));
    expect(cacheKey("/products?lang=es", "site-lang=en")).toBe("es /products?lang=es");
    expect(cacheKey("/products", undefined, "es-MX,es;q=0.9")).toBe("es /products");
    expect(cacheKey("/products", "site-lang=en", "es")).toBe("en /products");
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

describe("an expired page (the TTL: nothing said it changed)", () => {
  it("is rendered again by one request, while the others get the expired one meanwhile", async () => {
    let rendered = 0;
    const shortLived = pageCache({ ttlMs: 30, maxBytes: 100_000, hasSession: () => false });
    const app = express();
    app.use(shortLived.middleware);
    app.get("/page", (_req, res) => {
      rendered += 1;
      const render = rendered;
      res.setHeader("Cache-Control", "public, max-age=0");
      setTimeout(() => res.end(`render ${render}`), 100);
    });
    const expiring = http.createServer((req, res) => {
      if (!shortLived.answerHit(req, res)) app(req, res);
    });
    await new Promise<void>((resolve) => expiring.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(expiring.address() as AddressInfo).port}/page`;
    const body = async () => (await fetch(url)).text();
    try {
      expect(await body()).toBe("render 1");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const renewing = body();
      await new Promise((resolve) => setTimeout(resolve, 20));
      // While the one request renders it again, the expired page is still the answer.
      expect(await Promise.all([body(), body()])).toEqual(["render 1", "render 1"]);
      expect(await renewing).toBe("render 2");
      expect(rendered).toBe(2);
    } finally {
      await new Promise((resolve) => expiring.close(resolve));
    }
  });
});
