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
 */
export function frameChunks(): Rollup.GetManualChunk {
  let frame: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    frame ??= rootModules(getModuleIds, getModuleInfo);
    if (id.startsWith("\0commonjsHelpers")) return "react";
    if (!frame.has(id)) return undefined;
    return LIBRARY_CHUNKS.find(([library]) => library.test(id))?.[1] ?? "frame";
  };
}

const ICON_INDEX = "/node_modules/lucide-react/dist/esm/lucide-react.mjs";

/** What the root route imports, all the way down, lucide-react's index excepted (see above). */
function rootModules(
  getModuleIds: () => IterableIterator<string>,
  getModuleInfo: Rollup.GetModuleInfo,
): Set<string> {
  const modules = new Set<string>();
  const iconIndex = [...getModuleIds()].find((moduleId) => moduleId.endsWith(ICON_INDEX));
  const icons = iconIndex ? reexportedModules(iconIndex, getModuleInfo) : new Map<string, string>();
  const visit = (moduleId: string) => {
    if (modules.has(moduleId) || moduleId === iconIndex) return;
    modules.add(moduleId);
    const info = getModuleInfo(moduleId);
    info?.importedIds.forEach(visit);
    if (iconIndex && info?.importedIds.includes(iconIndex)) {
      for (const name of importedNames(info, "lucide-react")) {
        const icon = icons.get(name);
        if (!icon) throw new Error(`${moduleId}: lucide-react has no icon ${name}`);
        visit(icon);
      }
    }
  };
  const root = [...getModuleIds()].find((moduleId) => moduleId.endsWith("/app/root.tsx"));
  if (root) visit(root);
  return modules;
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
