import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isSharedPage } from "~/lib/http-cache";

/**
 * Whether a path is one of the shared pages (`handle: SHARED_PAGE`, decision 022), decided from
 * the build's route table before React Router runs: the page cache and the root loader need to
 * know it first.
 */
export function sharedPages(
  routes: ServerBuild["routes"],
  routeIdOf: (pathname: string) => string = routeIds(routes),
): (pathname: string) => boolean {
  const shared = new Set(
    Object.values(routes).flatMap((route) => (route && isSharedPage(route.module.handle) ? [route.id] : [])),
  );
  return (pathname) => shared.has(routeIdOf(pathname));
}

/**
 * The id of the route that answers a path (the deepest match of the route table; "" for none),
 * known before React Router runs: which pages are shared, and the label of the request metrics
 * (decision 055), which must never be the raw path. A data request (`/products.data`,
 * `/_root.data`) is its page's.
 */
export function routeIds(routes: ServerBuild["routes"]): (pathname: string) => string {
  const tree = routeTree(routes);
  // React Router ranks the whole route table on every match: remember the answers per path.
  const answers = new LRUCache<string, string>({ max: 10_000 });
  return (pathname) => {
    let answer = answers.get(pathname);
    if (answer === undefined) {
      const page = pathname.endsWith(".data")
        ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/")
        : pathname;
      answer = matchRoutes(tree, page)?.at(-1)?.route.id ?? "";
      answers.set(pathname, answer);
    }
    return answer;
  };
}

function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive },
    );
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const below = children.get(node.id);
      return below && !node.index ? { ...node, children: attach(below) } : node;
    });
  return attach(children.get(undefined) ?? []);
}
