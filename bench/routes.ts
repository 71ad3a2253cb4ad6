/**
 * The shop's routes under load. Each line is one target, measured in every run next to the
 * bare `node:http` baseline; add a route here when it should be benchmarked.
 */
export interface BenchRoute {
  name: string;
  path: string;
}

export const routes: BenchRoute[] = [
  { name: "home page", path: "/" },
  { name: "health check", path: "/api/health" },
];
