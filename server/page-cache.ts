import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/lib/language";

/**
 * A short-lived, in-process cache of public pages for anonymous visitors.
 *
 * Rendering is what a page costs; public catalogue pages change rarely and say
 * `Cache-Control: public`. For a few seconds a second request for the same page (in the same
 * language) gets the bytes the first one produced. Only requests whose only cookie is the
 * language cookie are served from or stored in the cache, so nothing personal is ever shared;
 * only 200 answers without Set-Cookie that the route marked public are kept. Each instance has
 * its own cache: nothing here is state another instance needs (DESIGN section 3).
 */

export interface PageCacheOptions {
  /** How long an answer is reused; keep it short: stock shown on pages may move. */
  ttlMs: number;
  /** Upper bound on the bytes held. */
  maxBytes: number;
  /** The cookies that may vary a public page (the language); any other cookie bypasses. */
  varyCookie: string;
}

interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** Where the render's CSP nonce stands in `body`: each answer writes its own there. */
  nonceAt: number[];
}

/** The cache's middleware, and `clear()` to drop every page (the catalogue changed). */
export type PageCache = RequestHandler & { clear: () => void };

export function pageCache({ ttlMs, maxBytes, varyCookie }: PageCacheOptions): PageCache {
  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.body.length + 512,
    ttl: ttlMs,
  });

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const variant = cacheVariant(req.headers.cookie, varyCookie);
    if (variant === undefined) return next();
    const key = `${variant}\n${req.originalUrl}`;

    const hit = cache.get(key);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("x-page-cache", "hit");
      res.end(req.method === "HEAD" ? undefined : withNonce(hit, res.locals.cspNonce));
      return;
    }

    if (req.method === "GET") {
      const nonce = res.locals.cspNonce as string | undefined;
      bufferInto(res, (answer) => cache.set(key, { ...answer, nonceAt: offsetsOf(answer.body, nonce) }));
    }
    res.setHeader("x-page-cache", "miss");
    next();
  };
  return Object.assign(handler, { clear: () => cache.clear() });
}

/** Where `nonce` stands in `body` (nowhere without one). */
function offsetsOf(body: Buffer, nonce: string | undefined): number[] {
  const offsets: number[] = [];
  if (!nonce) return offsets;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) offsets.push(at);
  return offsets;
}

/**
 * The stored page with this answer's nonce where the render's stood (nonces are all the same
 * length): its scripts run under this answer's Content-Security-Policy, and no two answers share
 * a nonce. The stored bytes are never changed.
 */
function withNonce(answer: CachedAnswer, nonce: string | undefined): Buffer {
  if (!nonce || answer.nonceAt.length === 0) return answer.body;
  const body = Buffer.from(answer.body);
  for (const at of answer.nonceAt) body.write(nonce, at, "latin1");
  return body;
}

/**
 * The cache variant of a request: the language its page is rendered in, or undefined when it may
 * not be cached. Only a request whose one cookie is a single, known language cookie (or that has
 * no cookie: the default language) may share a page. A duplicated cookie (`site-lang=es;
 * site-lang=`) or an unknown value bypasses: which value the render reads is not the cache's to
 * guess, and the key then holds only the languages that exist.
 */
export function cacheVariant(cookieHeader: string | undefined, varyCookie: string): Language | undefined {
  let value: string | undefined;
  for (const part of (cookieHeader ?? "").split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf("=");
    const name = separator === -1 ? trimmed : trimmed.slice(0, separator);
    if (name !== varyCookie || value !== undefined) return undefined;
    value = separator === -1 ? "" : trimmed.slice(separator + 1);
  }
  if (value === undefined) return DEFAULT_LANGUAGE;
  return isLanguage(value) ? value : undefined;
}

/**
 * Holds what the route writes and sends it in one piece at the end, storing a copy when the
 * answer may be shared. A cacheable page is rendered whole anyway (public pages defer no
 * data), and one write compresses better and reaches the client in one burst.
 */
function bufferInto(res: Response, store: (answer: Omit<CachedAnswer, "nonceAt">) => void): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
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
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const body = Buffer.concat(chunks);
    if (isShareable(res)) {
      const headers: CachedAnswer["headers"] = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) {
          headers[name] = Array.isArray(value) ? value : String(value);
        }
      }
      store({ status: res.statusCode, headers, body });
    }
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    return typeof done === "function" ? end(body, done) : end(body);
  }) as Response["end"];
}

/** Headers that belong to one response on the wire (compression is applied again on a hit). */
const PER_RESPONSE_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-request-id",
  "x-page-cache",
  // Each answer has its own nonce, and with it its own policy.
  "content-security-policy",
]);

function isShareable(res: Response): boolean {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return /\bpublic\b/.test(cacheControl) && !/\b(no-store|private|no-cache)\b/.test(cacheControl);
}
