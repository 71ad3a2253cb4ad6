import routeTable from "~/routes";

/**
 * The shop's routes as the route table declares them, flattened: each route module's file, its
 * full path pattern (e.g. `product/:slug`) and the layouts above it. Tests that must reach every
 * route (access, hostile input) walk this, so a route added later is covered without asking.
 */

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

export interface DeclaredRoute {
  file: string;
  /** The full path pattern without a leading slash ("" for the home page and path-less layouts). */
  pattern: string;
  /** The layout files this route sits under, outermost first. */
  layouts: string[];
}

export function declaredRoutes(): DeclaredRoute[] {
  const found: DeclaredRoute[] = [];
  const walk = (entries: RouteEntry[], parentPath: string, layouts: string[]) => {
    for (const entry of entries) {
      const pattern = [parentPath, entry.path].filter(Boolean).join("/");
      found.push({ file: entry.file, pattern, layouts });
      walk(entry.children ?? [], pattern, [...layouts, entry.file]);
    }
  };
  walk(routeTable as RouteEntry[], "", []);
  return found;
}

/** A URL for a path pattern, each `:param` replaced by `values[param]` (and `*` by `splat`). */
export function urlFor(pattern: string, values: Record<string, string>, splat = "x"): string {
  return `/${pattern
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? name))
    .replace(/\*$/, encodeURIComponent(splat))}`;
}

/** The `:param` names of a pattern. */
export const paramNames = (pattern: string): string[] =>
  [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
