import { gzipSync } from "node:zlib";

export interface ScriptWeight {
  /** The scripts the page asks for before anything else: its module preloads and entry. */
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  bytes: number;
}

/**
 * What JavaScript a page makes the browser load first: every `modulepreload` link and module
 * script of its server-rendered HTML, measured gzipped (as a CDN or a pre-compressed asset
 * would serve it).
 */
export async function firstLoadScripts(origin: string, path: string): Promise<ScriptWeight> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) sources.add(match[1]!);

  const files = await Promise.all(
    [...sources].map(async (source) => {
      const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
      return { path: source, bytes: body.length, gzipBytes: gzipSync(body).length };
    }),
  );
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
