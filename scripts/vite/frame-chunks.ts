import path from "node:path";
import type { Rollup } from "vite";

/** Libraries in chunks of their own: large, and they change less often than the shop. */
const LIBRARY_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, "react"],
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, "react-router"],
];

/**
 * Every page loads the root route and what it imports (header, footer, cart store, icons, the
 * error pages...). Rollup splits that into some 35 chunks, by which route modules share each
 * piece; as every page loads all of them anyway, they go into one chunk ("frame"): the same
 * code, in fewer requests that compress better. React and React Router keep chunks of their own
 * (React DOM's client is in the browser entry's). Only the modules named here go into these
 * chunks (`onlyExplicitManualChunks`), so no page loads more than before.
 *
 * lucide-react's index re-exports every icon: the frame takes the icons the root's modules name,
 * not everything behind the index (the back office's icons would come with every page).
 *
 * The other icons the shop's pages draw (not the back office's) go into one chunk ("icons",
 * about 5 KiB gzipped): Rollup gave each a chunk of its own, 0.2–0.3 KiB apiece, as different
 * sets of routes share them, and a product page asked for 13 of them. Over HTTP/1.1 every one is
 * a request on one of the browser's six connections before the page can hydrate (decision 027).
 * For the same reason the small helpers of `app/lib/` go into the frame (about 1 KiB gzipped in
 * all): routes shared them in chunks of 0.1–0.5 KiB.
 */
export function frameChunks(): Rollup.GetManualChunk {
  let chunks: { frame: Set<string>; icons: Set<string> } | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    chunks ??= namedChunks([...getModuleIds()], getModuleInfo);
    if (id.startsWith("\0commonjsHelpers")) return "react";
    if (chunks.icons.has(id)) return "icons";
    if (SHARED_HELPERS.test(id)) return "frame";
    if (!chunks.frame.has(id)) return undefined;
    return LIBRARY_CHUNKS.find(([library]) => library.test(id))?.[1] ?? "frame";
  };
}

const ICON_INDEX = "/node_modules/lucide-react/dist/esm/lucide-react.mjs";
/** The shop's small browser-side helpers (`app/lib/`: formats, countries, money, SEO...). */
const SHARED_HELPERS = /\/app\/lib\/[^/]+(?<!\.server)\.tsx?$/;
const BACK_OFFICE = /\/app\/(routes|components|modules)\/admin[./]/;

/** The frame's modules and the storefront's other icons (see above). */
function namedChunks(moduleIds: string[], getModuleInfo: Rollup.GetModuleInfo) {
  const iconIndex = moduleIds.find((moduleId) => moduleId.endsWith(ICON_INDEX));
  const icons = iconIndex ? reexportedModules(iconIndex, getModuleInfo) : new Map<string, string>();
  /** The icon modules that a module names from lucide-react's index. */
  const iconsOf = (moduleId: string, info: Rollup.ModuleInfo | null) =>
    iconIndex && info?.importedIds.includes(iconIndex)
      ? importedNames(info, "lucide-react").map((name) => {
          const icon = icons.get(name);
          if (!icon) throw new Error(`${moduleId}: lucide-react has no icon ${name}`);
          return icon;
        })
      : [];

  // What the root route imports, all the way down, lucide-react's index excepted.
  const frame = new Set<string>();
  const visit = (moduleId: string) => {
    if (frame.has(moduleId) || moduleId === iconIndex) return;
    frame.add(moduleId);
    const info = getModuleInfo(moduleId);
    info?.importedIds.forEach(visit);
    iconsOf(moduleId, info).forEach(visit);
  };
  const root = moduleIds.find((moduleId) => moduleId.endsWith("/app/root.tsx"));
  if (root) visit(root);

  const storefrontIcons = new Set(
    moduleIds
      .filter((moduleId) => moduleId.includes("/app/") && !BACK_OFFICE.test(moduleId))
      .flatMap((moduleId) => iconsOf(moduleId, getModuleInfo(moduleId)))
      .filter((icon) => !frame.has(icon)),
  );
  return { frame, icons: storefrontIcons };
}

type Node = { type: string; [key: string]: unknown };
type Specifier = { type: string; imported?: { name?: string; value?: string } };

/** The names a module imports from `source` (`import { A, B } from "source"`). */
function importedNames(info: Rollup.ModuleInfo, source: string): string[] {
  const body = ((info.ast as unknown as { body?: Node[] } | null)?.body ?? []) as Node[];
  return body
    .filter(
      (node) => node.type === "ImportDeclaration" && (node.source as { value: string }).value === source,
    )
    .flatMap((node) => node.specifiers as Specifier[])
    .map((specifier) => specifier.imported?.name ?? specifier.imported?.value ?? "*");
}

/** A re-exporting index: each name it exports, with the module that it comes from. */
function reexportedModules(index: string, getModuleInfo: Rollup.GetModuleInfo): Map<string, string> {
  const info = getModuleInfo(index);
  const body = ((info?.ast as unknown as { body?: Node[] } | null)?.body ?? []) as Node[];
  const names = new Map<string, string>();
  for (const node of body) {
    if (node.type !== "ExportNamedDeclaration" || !node.source) continue;
    const from = path.resolve(path.dirname(index), (node.source as { value: string }).value);
    for (const specifier of node.specifiers as { exported: { name?: string; value?: string } }[])
      names.set(specifier.exported.name ?? specifier.exported.value ?? "", from);
  }
  return names;
}
