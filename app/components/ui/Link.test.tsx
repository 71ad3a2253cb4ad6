import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./Link";

/** `ui` drawn on the server as a page at `url` is, inside a router like React Router's own. */
async function draw(url: string, ui: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", Component: () => ui }]);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("the test router answered with a Response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

async function sameAsReactRouter<P>(url: string, ours: ComponentType<P>, theirs: ComponentType<P>, props: P) {
  const [mine, router] = await Promise.all([
    draw(url, ourElement(ours, props)),
    draw(url, ourElement(theirs, props)),
  ]);
  expect(mine).toBe(router);
  return mine;
}

function ourElement<P>(Component: ComponentType<P>, props: P) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Any = Component as ComponentType<any>;
  return <Any {...props} />;
}

describe("Link on the server", () => {
  it("is not React Router's (the point of it), yet the browser's stays React Router's", () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(Link).not.toBe(RouterLink);
    expect(NavLink).not.toBe(RouterNavLink);
  });

  const paths = [
    "/",
    "/products",
    "/products?sort=price-asc&page=2",
    "/product/pocky-chocolate#reviews",
    "/category/korean-treats/",
    "/a//b/../c/./d",
    "/a/\\b/",
    "/search?",
    "/search#",
    "/search?q=caf%C3%A9",
    "/búsqueda?q=café",
  ];
  for (const to of paths) {
    it(`draws ${to} as React Router does`, async () => {
      const html = await sameAsReactRouter<LinkProps>("/products", Link, RouterLink, {
        to,
        className: "card-title",
        prefetch: "intent",
        children: "Pocky",
      });
      expect(html).toContain('data-discover="true"');
    });
  }

  const props: { name: string; props: LinkProps }[] = [
    {
      name: "its own attributes",
      props: {
        to: "/help",
        id: "help",
        "aria-label": "Help",
        title: "Help",
        target: "_blank",
        rel: "noopener",
      },
    },
    {
      name: "a class and a style before other attributes",
      props: { className: "card-title", to: "/x", "aria-label": "X", style: { color: "red" } },
    },
    {
      name: "reloadDocument, replace and state",
      props: { to: "/", reloadDocument: true, replace: true, state: { from: "x" } },
    },
    { name: "discover none", props: { to: "/products", discover: "none" } },
    { name: "a relative path (React Router's)", props: { to: "../checkout" } },
    { name: "an object (React Router's)", props: { to: { pathname: "/products", search: "?page=2" } } },
    { name: "an address elsewhere (React Router's)", props: { to: "https://stripe.com/privacy" } },
    { name: "a protocol-relative address (React Router's)", props: { to: "//cdn.example/x" } },
  ];
  for (const { name, props: linkProps } of props) {
    it(`draws ${name} as React Router does`, async () => {
      await sameAsReactRouter<LinkProps>("/cart", Link, RouterLink, { children: "go", ...linkProps });
    });
  }

  it('leaves prefetch="render" to React Router, which draws its prefetch links', async () => {
    const html = await sameAsReactRouter<LinkProps>("/", Link, RouterLink, {
      to: "/products",
      prefetch: "render",
    });
    expect(html).toContain("<a");
  });
});

describe("NavLink on the server", () => {
  const cases: { at: string; to: string; end?: boolean; caseSensitive?: boolean }[] = [
    { at: "/products", to: "/products" },
    { at: "/products/", to: "/products" },
    { at: "/products/sale", to: "/products" },
    { at: "/products/sale", to: "/products", end: true },
    { at: "/productsale", to: "/products" },
    { at: "/Products", to: "/products" },
    { at: "/Products", to: "/products", caseSensitive: true },
    { at: "/", to: "/" },
    { at: "/featured", to: "/", end: true },
    { at: "/admin/orders", to: "/admin/" },
    { at: "/café", to: "/café" },
  ];
  for (const { at, to, end, caseSensitive } of cases) {
    it(`at ${at}, a link to ${to}${end ? " (end)" : ""}${caseSensitive ? " (case)" : ""} is active as React Router says`, async () => {
      const base: NavLinkProps = { to, end, caseSensitive };
      await sameAsReactRouter<NavLinkProps>(at, NavLink, RouterNavLink, {
        ...base,
        className: "nav",
        children: "Shop",
      });
      await sameAsReactRouter<NavLinkProps>(at, NavLink, RouterNavLink, {
        ...base,
        className: ({ isActive }) => (isActive ? "on" : "off"),
        style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
        children: ({ isActive }) => (isActive ? "Here" : "There"),
        "aria-current": "location",
      });
    });
  }

  it("marks the page's own link current (a check that the cases above compare something)", async () => {
    const html = await draw("/products", <NavLink to="/products">Shop</NavLink>);
    expect(html).toBe('<a aria-current="page" class="active" href="/products" data-discover="true">Shop</a>');
  });
});
