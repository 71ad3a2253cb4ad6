import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { API_PATHS, apiRoutesOf } from "./api-routes";
import { routeIds } from "./shared-pages";

/** The shop's own route table (app/routes.ts) as the build has it: ids, parents, paths, resource routes. */
function manifestOf(entries: RouteConfigEntry[]): ServerBuild["routes"] {
  const routes: Record<string, unknown> = {
    root: { id: "root", path: "", module: { default: () => null } },
  };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    routes[id] = { id, parentId, path: entry.path, index: entry.index, module: { loader: () => null } };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entryList(entries)) add(entry, "root");
  return routes as ServerBuild["routes"];
}
const entryList = (config: unknown) => config as RouteConfigEntry[];

const build = { routes: manifestOf(entryList(routeConfig)) } as ServerBuild;
const api = apiRoutesOf(build);

// Every API route's path with its parameters filled in, and paths that only the catch-all takes.
const apiPaths = Object.values(build.routes)
  .flatMap((route) => (route?.path?.startsWith("api/") ? [`/${route.path}`] : []))
  .map((path) => path.replace(":number", "ST-ABCD1234").replace("*", "no/such/thing"));
const oddPaths = [
  "/API/Create-Payment-Intent",
  "/api/orders/ST-1/status/",
  "/api/",
  "/api/health/x",
  "/api/..%2Fcart",
];

describe("the API's own handler", () => {
  it("keeps the root and every route under api/, and nothing else", () => {
    const kept = Object.keys(api.routes);
    expect(kept).toContain("root");
    expect(kept).toContain("routes/api.create-payment-intent");
    expect(kept).toContain("routes/api.orders.status");
    expect(kept).toContain("routes/api.not-found");
    expect(kept.filter((id) => id !== "root").every((id) => api.routes[id]!.path!.startsWith("api/"))).toBe(
      true,
    );
    expect(apiPaths.length).toBe(kept.length - 1);
  });

  it("answers every path it takes with the route the whole table would have chosen", () => {
    const inWholeTable = routeIds(build.routes);
    const inApiTable = routeIds(api.routes);
    for (const path of [...apiPaths, ...oddPaths]) {
      expect(API_PATHS.test(path), path).toBe(true);
      expect(inApiTable(path), path).toBe(inWholeTable(path));
      expect(inApiTable(path), path).not.toBe("");
    }
  });

  it("takes no page's path", () => {
    for (const path of ["/", "/cart", "/checkout", "/apis", "/api", "/orders/ST-1", "/product/api"])
      expect(API_PATHS.test(path), path).toBe(false);
  });
});
