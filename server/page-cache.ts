import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/lib/language";

/**
 * An in-process cache of public pages (decision 007).
 *
 * Rendering is what a page costs; public catalogue pages are the same for everyone in a language.
 * The first request for a page renders it; the answer, if the route marked it `public`, is
 * compressed once (brotli and gzip) and kept; later requests get the stored bytes in the encoding
 * they accept, with no render and no compression. The key is the path, the sorted query and the
 * language. A request that carries a session cookie is served from the cache only when the page is
 * the same for signed-in visitors (`sharedWithSignedIn`, decision 022); cookies the shop does not
 * read (analytics) change nothing. Whoever changes what pages show calls `clear()` (through
 * `catalogueChanged()`), so a page asked for after a change shows it.
 */

export interface PageCacheOptions {
  /** A safety net: how long a page is kept even if nothing says it changed. */
  ttlMs: number;
  /** Upper bound on the bytes held (both encodings of every page). */
  maxBytes: number;
  /** The cookie that holds the page's language. */
  languageCookie: string;
  /** Cookies that make a page personal (a session): a request with one is not served from here… */
  isPersonalCookie: (name: string) => boolean;
  /** …unless the page is the same for signed-in visitors too (a shared page, decision 022). */
  sharedWithSignedIn?: (req: Request, res: Response) => boolean;
}

interface StoredPage {
  status: number;
  headers: Record<string, string | string[]>;
  /** The policy for the stored page: its inline scripts allowed by hash instead of a nonce. */
  policy: string | undefined;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** The cache's middleware, and `clear()` to drop every page (what pages show changed). */
export type PageCache = RequestHandler & { clear: () => void };

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export function pageCache({
  ttlMs,
  maxBytes,
  languageCookie,
  isPersonalCookie,
  sharedWithSignedIn = () => false,
}: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.br.length + page.gzip.length + 1024,
    ttl: ttlMs,
  });
  // Counts the clears: a page whose render began before one (it may show what changed) is sent but
  // not stored.
  let generation = 0;

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const personal = sharedWithSignedIn(req, res) ? () => false : isPersonalCookie;
    const language = cacheVariant(req.headers.cookie, languageCookie, personal);
    if (language === undefined) return next();
    const key = cacheKey(language, req.originalUrl);

    const page = pages.get(key);
    if (page) {
      send(req, res, page, "hit");
      return;
    }
    res.setHeader("x-page-cache", "miss");
    if (req.method === "GET") {
      const storing = generation;
      keepIfPublic(res, async (answer) => {
        const page = await compressed(answer);
        if (storing === generation) pages.set(key, page);
        return page;
      });
    }
    next();
  };

  return Object.assign(handler, {
    clear: () => {
      generation += 1;
      pages.clear();
    },
  });
}

/** The path with its query sorted: `?b=2&a=1` and `?a=1&b=2` are one page. */
export function cacheKey(language: Language, originalUrl: string): string {
  const at = originalUrl.indexOf("?");
  if (at === -1) return `${language} ${originalUrl}`;
  const query = new URLSearchParams(originalUrl.slice(at + 1));
  query.sort();
  return `${language} ${originalUrl.slice(0, at)}?${query.toString()}`;
}

/**
 * The language a request's page is rendered in, or undefined when it may not be served from or
 * stored in the cache: a personal cookie (a session), or a language cookie that is duplicated or
 * unknown (which value the render reads is not the cache's to guess). No language cookie is the
 * default language. Any other cookie is one the shop does not read, so it changes nothing.
 */
export function cacheVariant(
  cookieHeader: string | undefined,
  languageCookie: string,
  isPersonalCookie: (name: string) => boolean,
): Language | undefined {
  let value: string | undefined;
  for (const part of (cookieHeader ?? "").split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf("=");
    const name = separator === -1 ? trimmed : trimmed.slice(0, separator);
    if (isPersonalCookie(name)) return undefined;
    if (name !== languageCookie) continue;
    if (value !== undefined) return undefined;
    value = separator === -1 ? "" : trimmed.slice(separator + 1);
  }
  if (value === undefined) return DEFAULT_LANGUAGE;
  return isLanguage(value) ? value : undefined;
}

/** Sends a stored page in the best encoding the request accepts; 304 when it has it already. */
function send(req: Request, res: Response, page: StoredPage, cache: "hit" | "miss"): void {
  res.status(page.status);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  if (page.policy) res.setHeader("Content-Security-Policy", page.policy);
  else res.removeHeader("Content-Security-Policy");
  res.setHeader("ETag", page.etag);
  res.setHeader("x-page-cache", cache);
  res.vary("Accept-Encoding");
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  // Already encoded: the compression middleware leaves it alone.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** br when accepted, else gzip, else none; `q=0` refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

interface RenderedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  policy: string | undefined;
  body: Buffer;
}

async function compressed({ status, headers, policy, body }: RenderedAnswer): Promise<StoredPage> {
  const [br, gzipped] = await Promise.all([
    compressBrotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    compressGzip(body, { level: 6 }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { status, headers, policy, etag, br, gzip: gzipped };
}

/**
 * Watches the route's answer: when its first bytes show it is shareable (200, `public`, no
 * Set-Cookie) the rest is held, compressed once by `store` and sent from what was stored;
 * anything else streams on untouched.
 */
function keepIfPublic(res: Response, store: (answer: RenderedAnswer) => Promise<StoredPage>): void {
  type Call = (...args: unknown[]) => unknown;
  const write = res.write as Call;
  const end = res.end as Call;
  const chunks: Buffer[] = [];
  let decided: "keep" | "pass" | undefined;

  const decide = () => {
    decided ??= isShareable(res) ? "keep" : "pass";
    if (decided === "pass") {
      res.write = write as Response["write"];
      res.end = end as Response["end"];
    }
    return decided;
  };
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === "pass") return write.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as Response["write"];

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === "pass") return end.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    const body = Buffer.concat(chunks);
    const headers: RenderedAnswer["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) {
        headers[name] = Array.isArray(value) ? value : String(value);
      }
    }
    const policy = withInlineScriptHashes(res.getHeader("content-security-policy"), body);
    res.write = write as Response["write"];
    res.end = end as Response["end"];
    store({ status: res.statusCode, headers, policy, body }).then(
      (page) => {
        send(res.req, res, page, "miss");
        if (typeof done === "function") res.once("finish", done as () => void);
      },
      // Compression failed (it should not): send the page as rendered.
      () => end.call(res, body, done),
    );
    return res;
  }) as Response["end"];
}

/** Headers that belong to one response on the wire. */
const PER_RESPONSE_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "x-request-id",
  "x-page-cache",
  // Each answer has its own nonce; a stored page gets a policy with its scripts' hashes.
  "content-security-policy",
]);

function isShareable(res: Response): boolean {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return /\bpublic\b/.test(cacheControl) && !/\b(no-store|private|no-cache)\b/.test(cacheControl);
}

/**
 * The render's Content-Security-Policy with its nonce replaced by the hashes of the page's inline
 * scripts. A stored page is sent to many visitors: one nonce for all of them would be a secret
 * everybody knows, so the stored page's scripts are allowed by what they are instead (decision
 * 015). Scripts with `src` are allowed by 'self' as before; data blocks (JSON) never run.
 */
export function withInlineScriptHashes(policy: unknown, html: Buffer): string | undefined {
  if (typeof policy !== "string") return undefined;
  const hashes: string[] = [];
  for (const [, attributes = "", content = ""] of html.toString("utf8").matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  const sources = [...new Set(hashes)].join(" ");
  return policy.replace(/ ?'nonce-[^']*'/g, sources && ` ${sources}`);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
