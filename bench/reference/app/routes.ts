import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [index("routes/products.tsx"), route("empty", "routes/empty.tsx")] satisfies RouteConfig;
