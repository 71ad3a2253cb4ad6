import type { Rollup } from "vite";

/** Libraries in chunks of their own: large, and they change less often than the shop. */
const LIBRARY_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, "react"],
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, "react-router"],
];

/**
 * Every page loads the root route and what it imports (header, footer, cart store, the error
 * pages...). Rollup splits that into some 35 chunks, by which route modules share each piece; as
 * every page loads all of them anyway, they go into one chunk ("frame"): the same code, in fewer
 * requests that compress better. React and React Router keep chunks of their own (React DOM's
 * client is in the browser entry's). Only the modules named here go into these chunks
 * (`onlyExplicitManualChunks`), so no page loads more than before.
 *
 * The small helpers of `app/lib/` go into the frame too (about 1 KiB gzipped in all): routes
 * shared them in chunks of 0.1–0.5 KiB, and over HTTP/1.1 every one is a request on one of the
 * browser's six connections before the page can hydrate (decision 027).
 */
export function frameChunks(): Rollup.GetManualChunk {
  let frame: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    frame ??= rootImports([...getModuleIds()], getModuleInfo);
    if (id.startsWith("\0commonjsHelpers")) return "react";
    if (SHARED_HELPERS.test(id)) return "frame";
    if (!frame.has(id)) return undefined;
    return LIBRARY_CHUNKS.find(([library]) => library.test(id))?.[1] ?? "frame";
  };
}

/** The shop's small browser-side helpers (`app/lib/`: formats, countries, money, SEO...). */
const SHARED_HELPERS = /\/app\/lib\/[^/]+(?<!\.server)\.tsx?$/;

/**
 * Modules the frame takes with all they import although the root route does not import them:
 * the product grid and card, which the home page, every list and a product page draw ("Pairs
 * well with"). Apart, Rollup split them into five chunks of 0.2–2 KiB by which pages share each
 * piece, some 1 KiB more to load on each of those pages (decision 097).
 */
const FRAME_ALSO = [/\/app\/components\/product\/ProductGrid\.tsx$/];

/** What the root route imports, all the way down, and what FRAME_ALSO names. */
function rootImports(moduleIds: string[], getModuleInfo: Rollup.GetModuleInfo) {
  const frame = new Set<string>();
  const visit = (moduleId: string) => {
    if (frame.has(moduleId)) return;
    frame.add(moduleId);
    getModuleInfo(moduleId)?.importedIds.forEach(visit);
  };
  moduleIds
    .filter(
      (moduleId) => moduleId.endsWith("/app/root.tsx") || FRAME_ALSO.some((also) => also.test(moduleId)),
    )
    .forEach(visit);
  return frame;
}
