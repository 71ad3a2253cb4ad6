import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("api/health", "routes/api.health.ts"),
  route("api/ready", "routes/api.ready.ts"),
  route("api/*", "routes/api.not-found.ts"),
  // Every other path is the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
