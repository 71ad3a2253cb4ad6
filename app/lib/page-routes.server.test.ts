import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { pathsAbove, withPageRoutesOnly } from "./page-routes.server";

// The shop's route table in small: a root, its index, pages with and without parameters, a
// pathless layout over a prefix, and the catch-all.
const route = (id: string, parentId: string | undefined, extra: { path?: string; index?: boolean } = {}) => ({
  id,
  parentId,
  ...extra,
  module: `${id}.js`,
  hasAction: false,
  hasLoader: true,
});
const routes = {
  root: route("root", undefined, { path: "" }),
  home: route("home", "root", { index: true }),
  products: route("products", "root", { path: "products" }),
  product: route("product", "root", { path: "product/:slug" }),
  admin: route("admin", "root"),
  dashboard: route("dashboard", "admin", { path: "admin", index: true }),
  adminProducts: route("adminProducts", "admin", { path: "admin/products" }),
  adminProduct: route("adminProduct", "admin", { path: "admin/products/:id" }),
  notFound: route("notFound", "root", { path: "*" }),
};

// React Router's ranked branches of the table, each a path from the root to a route.
const branches = [
  "home",
  "products",
  "product",
  "dashboard",
  "adminProducts",
  "adminProduct",
  "notFound",
].map((leaf) => ({ routesMeta: [{ route: { id: "root" } }, { route: { id: leaf } }] }));

function pageContext(pathname: string, matched: string[], mode: "lazy" | "initial" = "lazy") {
  return {
    branches,
    isSpaMode: false,
    routeDiscovery: { mode, manifestPath: "/__manifest" },
    manifest: { entry: { imports: [], module: "entry.js" }, routes, url: "/manifest.js", version: "1" },
    staticHandlerContext: { location: { pathname }, matches: matched.map((id) => ({ route: { id } })) },
  } as unknown as EntryContext;
}

const keptIds = (context: EntryContext) => Object.keys(context.manifest.routes).sort();

describe("withPageRoutesOnly", () => {
  it("keeps the page's matches and the routes of / and of each path above it, as React Router's partial manifest does", () => {
    // "/" is the home page; "/product" is no page, so the catch-all answers it.
    expect(keptIds(withPageRoutesOnly(pageContext("/product/pocky", ["root", "product"])))).toEqual([
      "home",
      "notFound",
      "product",
      "root",
    ]);
    // Above /admin/products/7: /admin (the layout's index) and /admin/products.
    expect(
      keptIds(withPageRoutesOnly(pageContext("/admin/products/7", ["root", "admin", "adminProduct"]))),
    ).toEqual(["admin", "adminProduct", "adminProducts", "dashboard", "home", "root"]);
    expect(keptIds(withPageRoutesOnly(pageContext("/", ["root", "home"])))).toEqual(["home", "root"]);
  });

  it("keeps the branches of those routes only, in their order", () => {
    const trimmed = withPageRoutesOnly(pageContext("/product/pocky", ["root", "product"]));
    expect(trimmed.branches.map((branch) => branch.routesMeta.at(-1)!.route.id)).toEqual([
      "home",
      "product",
      "notFound",
    ]);
  });

  it("changes nothing else, and keeps every route when the browser gets the whole manifest", () => {
    const context = pageContext("/products", ["root", "products"]);
    const trimmed = withPageRoutesOnly(context);
    expect(trimmed.manifest.routes.products).toBe(routes.products);
    expect({ ...trimmed, manifest: { ...trimmed.manifest, routes }, branches }).toEqual(context);
    const whole = pageContext("/products", ["root", "products"], "initial");
    expect(withPageRoutesOnly(whole)).toBe(whole);
  });
});

describe("pathsAbove", () => {
  it("is /, then every path above the page's, nearest first", () => {
    expect(pathsAbove("/")).toEqual(["/"]);
    expect(pathsAbove("/products")).toEqual(["/"]);
    expect(pathsAbove("/admin/products/7")).toEqual(["/", "/admin/products", "/admin"]);
  });
});
