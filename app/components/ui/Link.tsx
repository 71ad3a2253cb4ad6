import { createElement, forwardRef, type ForwardedRef, type ReactNode } from "react";
import {
  createPath,
  Link as RouterLink,
  NavLink as RouterNavLink,
  resolvePath,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
} from "react-router";

/**
 * The shop's `Link` and `NavLink`: React Router's own in the browser; on the server, the same
 * markup drawn without the router's per-link work (decision 035).
 *
 * A page draws 25 links in its frame and two a card. React Router's link resolves its path
 * against the route matches, sets up its click, prefetch and transition hooks and merges refs,
 * all for an `<a href>` whose handlers the server never sends: 4–9% of an uncached page's CPU.
 * On the server a link to a path of the shop's own ("/products?sort=price") is drawn straight
 * from that path, as React Router would draw it; the browser hydrates it with React Router's
 * link, which then handles clicks, prefetching and discovery as before. Anything else (a
 * relative path, an object, an address elsewhere, `prefetch="render"`) goes to React Router on
 * both sides. Link.test.tsx checks that both draw the same markup.
 */

const OWN_PATH = /^\/(?![/\\])/;
// A path React Router would draw as it is: nothing to resolve ("//", "/\\", "/./", "/../") or to
// drop (an empty "?" or "#").
const PLAIN_PATH = /^(?!.*[/\\]{2})(?!.*\/\.)[^?#]*(\?[^#]+)?(#.+)?$/;

/** Props of React Router's Link that are not the anchor's attributes. */
const LINK_PROPS = /* @__PURE__ */ new Set([
  "to",
  "onClick",
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "preventScrollReset",
  "viewTransition",
  "mask",
  "defaultShouldRevalidate",
  "target",
]);
/** And of its NavLink, which draws the last four its own way. */
const NAV_LINK_PROPS = /* @__PURE__ */ new Set([
  ...LINK_PROPS,
  "end",
  "caseSensitive",
  "aria-current",
  "className",
  "style",
  "children",
]);

/** The href React Router draws for a path of the shop's own: "/a//b/../c?" → "/a/c". */
function ownHref(to: string): string {
  return PLAIN_PATH.test(to) ? to : createPath(resolvePath(to));
}

/**
 * The anchor React Router's Link draws, attributes in its order: the caller's own, then the
 * NavLink's, then the link's. (A loop rather than a rest pattern: V8 copies a rest of many
 * excluded names slowly, and a page draws dozens of links.)
 */
function ownAnchor(
  props: LinkProps,
  ref: ForwardedRef<HTMLAnchorElement>,
  to: string,
  navLink?: Pick<LinkProps, "aria-current" | "className" | "style" | "children">,
) {
  const anchor: Record<string, unknown> = {};
  const routerProps = navLink ? NAV_LINK_PROPS : LINK_PROPS;
  for (const key in props) {
    if (!routerProps.has(key)) anchor[key] = props[key as keyof LinkProps];
  }
  if (navLink) Object.assign(anchor, navLink);
  anchor.ref = ref;
  anchor.href = ownHref(to);
  anchor.target = props.target;
  anchor["data-discover"] = (props.discover ?? "render") === "render" ? "true" : undefined;
  return createElement("a", anchor);
}

const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to, prefetch } = props;
  if (typeof to !== "string" || !OWN_PATH.test(to) || prefetch === "render") {
    return <RouterLink {...props} ref={ref} />;
  }
  return ownAnchor(props, ref, to);
});

const ServerNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(
  function ServerNavLink(props, ref) {
    const location = useLocation();
    const { to, end = false, caseSensitive = false, className, style, children } = props;
    const target = typeof to === "string" && OWN_PATH.test(to) ? resolvePath(to).pathname : null;
    // React Router compares the path as a URL would spell it; the light way takes plain ones only.
    if (target === null || encodeURI(target) !== target) return <RouterNavLink {...props} ref={ref} />;
    const state: NavLinkRenderProps = {
      isActive: isActivePath(location.pathname, target, end, caseSensitive),
      isPending: false,
      isTransitioning: false,
    };
    return ownAnchor(props as LinkProps, ref, to as string, {
      "aria-current": state.isActive ? (props["aria-current"] ?? "page") : undefined,
      className:
        typeof className === "function"
          ? className(state)
          : [className, state.isActive ? "active" : null].filter(Boolean).join(" "),
      style: typeof style === "function" ? style(state) : style,
      children: typeof children === "function" ? (children(state) as ReactNode) : children,
    });
  },
);

/** React Router's rule for a NavLink's active state, for a page being drawn (nothing pending). */
function isActivePath(current: string, target: string, end: boolean, caseSensitive: boolean): boolean {
  const location = caseSensitive ? current : current.toLowerCase();
  const path = caseSensitive ? target : target.toLowerCase();
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  return location === path || (!end && location.startsWith(path) && location.charAt(slashAt) === "/");
}

// The browser's build leaves the server's links out (hence the pure marks above).
export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
export const NavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
