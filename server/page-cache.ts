import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { pageLanguage } from "~/lib/language";
import type { CatalogueChange } from "~/modules/catalog/catalogue-changes.server";

/**
 * An in-process cache of public pages (decisions 007, 038, 039).
 *
 * Rendering is what a page costs; public catalogue pages are the same for everyone in a language.
 * The first request for a page renders it; the answer, if the route marked it `public`, is
 * compressed once (brotli and gzip) and kept with the tags of what it shows (`res.locals.pageTags`,
 * filled by its loaders); later requests get the stored bytes in the encoding they accept, with no
 * render and no compression, answered by `answerHit` before Express runs at all. The key is the
 * path, the sorted query and the page's language, read by the renderer's own function
 * (`pageLanguage`). A request that carries a session is served from here only when the page is the
 * same for signed-in visitors (a shared page, decision 022); cookies the shop does not read
 * (analytics) change nothing. A committed change (`catalogueChanged(tags)`) drops the pages that
 * carry one of its tags (`drop`), so a page asked for after a change shows it, and the others stay.
 * One request renders a missing or expired page while the others asking for it wait for that
 * render (or, for an expired page, get the expired one meanwhile: only a drop says it changed).
 */

export interface PageCacheOptions {
  /** A safety net: how long a page is kept even if nothing says it changed. */
  ttlMs: number;
  /** Upper bound on the bytes held (both encodings of every page). */
  maxBytes: number;
  /** Whether the request carries a session (the renderer's own test, session-cookie.ts). */
  hasSession: (cookieHeader: string | undefined) => boolean;
  /** Whether the page is the same for signed-in visitors (a shared page, decision 022). */
  sharedWithSignedIn?: (req: Request, res: Response) => boolean;
  /**
   * Requests a hit must still leave to the app, whose middleware has something to add to the
   * answer (the signed-in hint's cookie): they are served from the cache by `middleware`.
   */
  needsTheApp?: (cookieHeader: string | undefined) => boolean;
}

interface StoredPage {
  etag: string;
  br: Buffer;
  gzip: Buffer;
  /** What the page shows (decision 038): a change naming one of these drops it. */
  tags: readonly string[];
  /** Served to signed-in visitors too. */
  shared: boolean;
  /** Until when (performance.now()) it is served without a render again (the TTL). */
  freshUntil: number;
  /** Every header of the answer in each encoding, built once: a hit writes them as they are. */
  heads: Record<Encoding | "notModified", OutgoingHttpHeaders>;
  status: number;
}

type Encoding = "br" | "gzip" | "identity";

export interface PageCache {
  /** Answers a request from the cache before Express runs; false: not here, go on. */
  answerHit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: serves what `answerHit` left, and stores what is rendered. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Drops the pages a committed change touched (every page for a change that names none). */
  drop(change: CatalogueChange): void;
  /** Hits, misses and pages held, since the start. */
  counts(): { hits: number; misses: number; pages: number };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export function pageCache({
  ttlMs,
  maxBytes,
  hasSession,
  sharedWithSignedIn = () => false,
  needsTheApp = () => false,
}: PageCacheOptions): PageCache {
  // Which stored pages carry each tag: a change drops them by name.
  const keysByTag = new Map<string, Set<string>>();
  // The TTL is kept by hand (`freshUntil`): an expired page is still served while one request
  // renders it again (stale while revalidating: nothing said it changed).
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.br.length + page.gzip.length + 1024,
    dispose: (page, key) => {
      for (const tag of page.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });
  let hits = 0;
  let misses = 0;
  // The pages one request is rendering, and what it stored (null: nothing): the others asking for
  // the same page meanwhile wait for it, instead of every connection rendering it at once after a
  // drop or an expiry (a stampede of ten renders took 200 ms of one core).
  const rendering = new Map<string, Promise<StoredPage | null>>();
  const servable = (key: string, page: StoredPage) =>
    page.freshUntil >= performance.now() || rendering.has(key);

  // Counts the drops: a page whose render began before a drop of one of its tags (it may show
  // what changed) is sent but not stored.
  let generation = 0;
  let everythingDroppedAt = 0;
  const droppedAt = new Map<string, number>();
  const droppedSince = (started: number, tags: readonly string[]) =>
    everythingDroppedAt > started || tags.some((tag) => (droppedAt.get(tag) ?? 0) > started);

  /** Stores a rendered page unless a drop of what it shows came after its render began. */
  const store = (key: string, started: number, page: StoredPage): boolean => {
    if (droppedSince(started, page.tags)) return false;
    pages.set(key, { ...page, freshUntil: performance.now() + ttlMs });
    for (const tag of page.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  };

  const answerHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const cookie = req.headers.cookie;
    const key = cacheKey(req.url ?? "/", cookie, req.headers["accept-language"]);
    const page = pages.get(key);
    if (!page || needsTheApp(cookie) || (!page.shared && hasSession(cookie))) return false;
    // Expired, and nobody renders it yet: this request does (through the app).
    if (!servable(key, page)) return false;
    hits += 1;
    writePage(req, res, page);
    return true;
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const cookie = req.headers.cookie;
    // Asked only when needed: for a signed-in visitor, or once a page is to be stored.
    let sharedAnswer: boolean | undefined;
    const shared = () => (sharedAnswer ??= sharedWithSignedIn(req, res));
    if (hasSession(cookie) && !shared()) return next();
    const key = cacheKey(req.originalUrl, cookie, req.headers["accept-language"]);

    const page = pages.get(key);
    if (page && servable(key, page)) {
      hits += 1;
      writePage(req, res, page);
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      void pending.then((rendered) => {
        // Left while waiting: nobody to answer, and nothing to render.
        if (res.destroyed) return;
        if (!rendered) return render(key, shared, res, next);
        hits += 1;
        writePage(req, res, rendered);
      });
      return;
    }
    render(key, shared, res, next);
  };

  /** Renders the page (the app goes on), storing it if it may be kept; others wait for it. */
  const render = (key: string, shared: () => boolean, res: Response, next: NextFunction) => {
    misses += 1;
    res.setHeader("x-page-cache", "miss");
    // A visitor already gone cannot own a render: its "close" has fired, and React Router sends
    // nothing to a closed response, so the ones waiting for it would wait for ever (the stall
    // the sale bench hit once wrk dropped its connections with requests in flight).
    if (res.req.method === "GET" && !rendering.has(key) && !res.destroyed) {
      const started = generation;
      let settle!: (page: StoredPage | null) => void;
      const stored = new Promise<StoredPage | null>((resolve) => (settle = resolve));
      rendering.set(key, stored);
      const done = (page: StoredPage | null) => {
        if (rendering.get(key) === stored) rendering.delete(key);
        settle(page);
      };
      // Not kept (private, an error, a drop meanwhile) or gone: the ones waiting render it themselves.
      res.once("close", () => done(null));
      keepIfPublic(res, async (answer) => {
        const tags = res.locals.pageTags instanceof Set ? [...(res.locals.pageTags as Set<string>)] : [];
        const page = await compressed(answer, tags, shared());
        done(store(key, started, page) ? page : null);
        return page;
      });
    }
    next();
  };

  const drop = (change: CatalogueChange) => {
    generation += 1;
    if (change.everything) {
      everythingDroppedAt = generation;
      droppedAt.clear();
      pages.clear();
      return;
    }
    for (const tag of change.tags) {
      droppedAt.set(tag, generation);
      for (const key of [...(keysByTag.get(tag) ?? [])]) pages.delete(key);
    }
    // One entry per product ever changed at most; past this, forget them as a drop of everything
    // would (renders in flight are then not stored, which is only ever safe).
    if (droppedAt.size > 50_000) {
      everythingDroppedAt = generation;
      droppedAt.clear();
    }
  };

  return { answerHit, middleware, drop, counts: () => ({ hits, misses, pages: pages.size }) };
}

/**
 * The page's key: its language (as the renderer reads it: `?lang=`, else the cookie, else
 * `Accept-Language`, one parser for both, so that no spelling of a cookie can store one language's page under the other's key),
 * the path and the query sorted (`?b=2&a=1` and `?a=1&b=2` are one page).
 */
export function cacheKey(
  url: string,
  cookieHeader: string | undefined,
  acceptLanguage?: string | string[] | undefined,
): string {
  const accepted = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage;
  const at = url.indexOf("?");
  if (at === -1) return `${pageLanguage("", cookieHeader, accepted)} ${url}`;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  return `${pageLanguage(url.slice(at), cookieHeader, accepted)} ${url.slice(0, at)}?${query.toString()}`;
}

/** Writes a stored page in the best encoding the request accepts; 304 when it has it already. */
function writePage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  cache: "hit" | "miss" = "hit",
): void {
  const withState = (head: OutgoingHttpHeaders) =>
    cache === "hit" ? head : { ...head, "x-page-cache": cache };
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, withState(page.heads.notModified));
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  // Already encoded: the compression middleware (on a miss) leaves it alone.
  res.writeHead(page.status, withState(page.heads[encoding]));
  res.end(req.method === "HEAD" ? undefined : body);
}

// Browsers send a handful of distinct Accept-Encoding values: each is read once.
const encodings = new LRUCache<string, Encoding>({ max: 256 });

/** br when accepted, else gzip, else none; `q=0` refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = readPreferredEncoding(header);
    encodings.set(header, encoding);
  }
  return encoding;
}

function readPreferredEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
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

async function compressed(
  { status, headers, policy, body }: RenderedAnswer,
  tags: readonly string[],
  shared: boolean,
): Promise<StoredPage> {
  const [br, gzipped] = await Promise.all([
    compressBrotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    compressGzip(body, { level: 6 }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  // Every header the render set but those of one response on the wire, then the page's own.
  const common: OutgoingHttpHeaders = {
    ...headers,
    ...(policy ? { "content-security-policy": policy } : {}),
    // Surrogate keys for a CDN that purges by tag (docs/deploying.md).
    ...(tags.length > 0 ? { "cache-tag": tags.join(",") } : {}),
    vary: withAcceptEncoding(headers.vary),
    etag,
    "x-page-cache": "hit",
  };
  const encoded = (encoding: Encoding, length: number): OutgoingHttpHeaders => ({
    ...common,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": length,
  });
  return {
    etag,
    br,
    gzip: gzipped,
    tags,
    shared,
    freshUntil: 0,
    status,
    heads: {
      br: encoded("br", br.length),
      gzip: encoded("gzip", gzipped.length),
      identity: encoded("identity", body.length),
      notModified: common,
    },
  };
}

/** The render's Vary with Accept-Encoding added (stored pages come in several encodings). */
function withAcceptEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(",") : (vary ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === "accept-encoding")) names.push("Accept-Encoding");
  return names.join(", ");
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
        writePage(res.req, res, page, "miss");
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
