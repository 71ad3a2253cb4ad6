import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "./support/accounts";
import { testDatabase } from "./support/database";
import { declaredRoutes, urlFor } from "./support/route-table";
import { callRoute } from "./support/routes";

/**
 * The back office is closed on the server. Every route under the admin layout is found in the
 * route table itself, its module loaded, and each loader and action called as an anonymous
 * visitor (sent to /login, to come back), a signed-in shopper (403) and an admin; so a page or
 * action added later cannot be left open without this test failing.
 */

interface AdminRoute {
  file: string;
  /** A URL that reaches it, with a made-up value for each parameter. */
  url: string;
}

const ADMIN_LAYOUT = "routes/admin/layout.tsx";
// Made-up values for route parameters: an admin gets not-found for them, never a refusal.
const params = { id: "00000000-0000-0000-0000-000000000000", number: "ST-AAAAAAAA" };

function adminRoutes(): AdminRoute[] {
  return declaredRoutes().flatMap(({ file, pattern, layouts }) => {
    if (file !== ADMIN_LAYOUT && !layouts.includes(ADMIN_LAYOUT)) return [];
    // The layout has no path of its own: it is reached through its pages (the dashboard's /admin).
    return [{ file, url: file === ADMIN_LAYOUT && !pattern ? "/admin" : urlFor(pattern, params) }];
  });
}

// Every module of app/routes/admin, by its route-table file name.
// (Not their tests: importing a test file here would run its tests inside this one.)
const modules = import.meta.glob<{ loader?: Loader; action?: Loader }>(
  ["../app/routes/admin/**/*.{ts,tsx}", "!../app/routes/admin/**/*.test.{ts,tsx}"],
  { eager: true },
);
type Loader = (args: never) => unknown;
const moduleOf = (file: string) => {
  const loaded = modules[`../app/${file}`];
  if (!loaded) throw new Error(`no module for ${file}`);
  return loaded;
};

const handle = testDatabase();
let shopper: TestShopper;
let admin: TestShopper;

beforeAll(async () => {
  [shopper, admin] = await Promise.all([
    createShopper(handle, { firstName: "Sam", lastName: "Shopper" }),
    createShopper(handle, { firstName: "Ada", lastName: "Admin", isAdmin: true }),
  ]);
});

const context = () => testContext(handle);
const routes = adminRoutes();
const loaders = routes.flatMap(({ file, url }) => {
  const { loader } = moduleOf(file);
  return loader ? [{ file, url, loader }] : [];
});
const actions = routes.flatMap(({ file, url }) => {
  const { action } = moduleOf(file);
  return action ? [{ file, url, action }] : [];
});

describe("the back office's access", () => {
  it("finds the admin routes in the route table, each under the admin layout, and no /admin route outside it", () => {
    expect(routes.map((route) => route.file)).toContain("routes/admin/dashboard.tsx");
    expect(routes.every((route) => route.url.startsWith("/admin"))).toBe(true);
    const outside = declaredRoutes()
      .filter(({ file, layouts }) => file !== ADMIN_LAYOUT && !layouts.includes(ADMIN_LAYOUT))
      .filter(({ pattern }) => pattern === "admin" || pattern.startsWith("admin/"))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  it.each(loaders)(
    "$file loader: anonymous to /login and back, shopper 403, admin served; never stored",
    async ({ url, loader }) => {
      const anonymous = await callRoute(loader, requestAs(null, url), context(), params);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);

      const asShopper = await callRoute(loader, requestAs(shopper.cookie, url), context(), params);
      expect(asShopper.status).toBe(403);
      expect(asShopper.headers.get("Cache-Control")).toBe("private, no-store");

      const asAdmin = await callRoute(loader, requestAs(admin.cookie, url), context(), params);
      // An admin gets the page (or, for a made-up id, not-found): never a refusal.
      expect([200, 404]).toContain(asAdmin.status);
      if (asAdmin.status === 200) expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    },
  );

  it.each(actions)(
    "$file action: anonymous to /login, shopper 403, another site's page 403 even for an admin",
    async ({ url, action }) => {
      const fields = { intent: "noop" };
      const anonymous = await callRoute(action, postForm(url, fields), context(), params);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/login/);

      const asShopper = await callRoute(
        action,
        postForm(url, fields, { cookie: shopper.cookie }),
        context(),
        params,
      );
      expect(asShopper.status).toBe(403);

      const crossSite = await callRoute(
        action,
        postForm(url, fields, { cookie: admin.cookie, headers: { Origin: "https://evil.example" } }),
        context(),
        params,
      );
      expect(crossSite.status).toBe(403);
    },
  );
});
