import { matchRoutes, type EntryContext, type RouteObject } from "react-router";

type ManifestRoutes = EntryContext["manifest"]["routes"];

/**
 * The render's context with only the routes the page's HTML names, instead of all 63 (issue 10,
 * decision 033).
 *
 * For every page React Router's `ServerRouter` turns each route of the manifest into route
 * objects, twice, though the page uses few of them: its matches, and, for the lazy route
 * discovery, the routes that match "/" and each path above the page's (`Scripts` searches the
 * route table for them and writes them into the page as its part of the manifest; the browser
 * asks for others as links appear). Those are what is left here, with their branches for that
 * search, so the HTML is the same, byte for byte; an uncached product page takes ~8% less server
 * time. With the discovery off, the page would carry the whole manifest: nothing is left out then.
 */
export function withPageRoutesOnly(context: EntryContext): EntryContext {
  if (context.isSpaMode || context.routeDiscovery.mode !== "lazy") return context;
  const { routes } = context.manifest;
  const ids = new Set(context.staticHandlerContext.matches.map((match) => match.route.id));
  for (const path of pathsAbove(context.staticHandlerContext.location.pathname))
    for (const id of routeIdsAt(routes, path)) ids.add(id);
  const kept: ManifestRoutes = {};
  for (const id of ids) if (routes[id]) kept[id] = routes[id];
  return {
    ...context,
    manifest: { ...context.manifest, routes: kept },
    // What `Scripts` searches for "/" and the paths above the page's, in the same order: only the
    // kept routes match there, and the first match in this order is the first in the whole.
    branches: context.branches.filter((branch) => ids.has(branch.routesMeta.at(-1)!.route.id)),
  };
}

/** "/" and each path above `pathname`, as React Router's partial manifest takes them. */
export function pathsAbove(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  for (let length = segments.length - 1; length > 0; length--)
    paths.push(`/${segments.slice(0, length).join("/")}`);
  return paths;
}

/** The ids of the routes matching `path`, kept per path: a page's parents are few. */
function routeIdsAt(routes: ManifestRoutes, path: string): string[] {
  let known = matchedIds.get(routes);
  if (!known) matchedIds.set(routes, (known = { tree: routeTree(routes), byPath: new Map() }));
  let ids = known.byPath.get(path);
  if (!ids) {
    ids = (matchRoutes(known.tree, path) ?? []).map((match) => match.route.id!);
    // Paths come from addresses anyone can type: the oldest goes once there are many.
    if (known.byPath.size >= MAX_PATHS) known.byPath.delete(known.byPath.keys().next().value!);
    known.byPath.set(path, ids);
  }
  return ids;
}

const MAX_PATHS = 1_000;
const matchedIds = new WeakMap<ManifestRoutes, { tree: RouteObject[]; byPath: Map<string, string[]> }>();

/** The manifest's routes as a tree React Router can match. */
function routeTree(routes: ManifestRoutes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      if (route!.index) return { id, path, caseSensitive, index: true };
      const children = routeTree(routes, id);
      return { id, path, caseSensitive, ...(children.length > 0 ? { children } : {}) };
    });
}
