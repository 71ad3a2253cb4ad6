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
  { name: "product list", path: "/products" },
  { name: "product page", path: "/product/pocky-chocolate" },
  { name: "category page", path: "/category/japanese-snacks" },
  { name: "search", path: "/search?q=chocolate" },
  { name: "health check", path: "/api/health" },
];

/** The page whose first-load JavaScript the report weighs. */
export const weighedPage = "/product/pocky-chocolate";
