import type { ServerBuild } from "react-router";

/**
 * The JSON API's own request handler (decision 109). React Router matches every request against
 * the whole route table twice (once to choose how to answer, once more in its data handler),
 * about 90 branches tried one by one: a third of a millisecond and 130 KB of garbage for each
 * request of a checkout, which answers in a few. A path under `/api/` can only be answered by
 * an API route (`api/…` in app/routes.ts, `api/*` catching the rest, above the not-found page's
 * `*`), so requests for such paths go to a handler made from the same build with only those
 * routes and the root: the same route table, read from the build, and React Router answers them
 * exactly as before, after a match among a dozen branches.
 */

/** The requests the API's handler takes (React Router matches paths without regard to case). */
export const API_PATHS = /^\/api\//i;

/** `build` with only the root and the API's routes (`api/…`). */
export function apiRoutesOf(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (route && (route.parentId === undefined || isApiRoute(route))) routes[id] = route;
  }
  return { ...build, routes };
}

const isApiRoute = (route: { parentId?: string; path?: string }) =>
  route.parentId === "root" && /^api(\/|$)/i.test(route.path ?? "");
