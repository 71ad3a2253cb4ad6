import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE } from "~/lib/http-cache";
import { routeIds, sharedPages } from "./shared-pages";

const route = (id: string, parentId: string | undefined, extra: object, handle?: unknown) => ({
  id,
  parentId,
  ...extra,
  module: { default: () => null, handle },
});

// The shape of the build's route table: the root, an index, pages, a layout with children, a splat.
const routes = {
  root: route("root", undefined, { path: "" }),
  "routes/home": route("routes/home", "root", { index: true }, SHARED_PAGE),
  products: route("products", "root", { path: "products" }, SHARED_PAGE),
  "routes/product": route("routes/product", "root", { path: "product/:slug" }),
  "routes/admin/layout": route("routes/admin/layout", "root", {}),
  "routes/admin/dashboard": route("routes/admin/dashboard", "routes/admin/layout", {
    path: "admin",
    index: true,
  }),
  "routes/not-found": route("routes/not-found", "root", { path: "*" }),
} as unknown as ServerBuild["routes"];

describe("sharedPages", () => {
  const isShared = sharedPages(routes);

  it("knows the pages marked SHARED_PAGE, and their data requests", () => {
    expect(isShared("/")).toBe(true);
    expect(isShared("/products")).toBe(true);
    expect(isShared("/products.data")).toBe(true);
    expect(isShared("/_root.data")).toBe(true);
  });

  it("treats every other page as personal", () => {
    expect(isShared("/product/umaibo")).toBe(false);
    expect(isShared("/product/umaibo.data")).toBe(false);
    expect(isShared("/admin")).toBe(false);
    expect(isShared("/products/extra")).toBe(false);
    expect(isShared("/anything")).toBe(false);
  });
});

describe("routeIds", () => {
  const routeIdOf = routeIds(routes);

  it("names the route that answers a path by its id, never by the path, data requests as their page's", () => {
    expect(routeIdOf("/")).toBe("routes/home");
    expect(routeIdOf("/product/umaibo")).toBe("routes/product");
    expect(routeIdOf("/product/pocky")).toBe("routes/product");
    expect(routeIdOf("/product/pocky.data")).toBe("routes/product");
    expect(routeIdOf("/admin")).toBe("routes/admin/dashboard");
    expect(routeIdOf("/anything/at/all")).toBe("routes/not-found");
  });
});
