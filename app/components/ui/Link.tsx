import { forwardRef, type ReactNode } from "react";
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
 * all for an `<a href>` whose handlers the server never sends: 8% of an uncached page's CPU.
 * On the server a link to a path of the shop's own ("/products?sort=price") is drawn straight
 * from that path, as React Router would draw it; the browser hydrates it with React Router's
 * link, which then handles clicks, prefetching and discovery as before. Anything else (a
 * relative path, an object, an address elsewhere, `prefetch="render"`) goes to React Router on
 * both sides. Link.test.tsx checks that both draw the same markup.
 */

const OWN_PATH = /^\/(?![/\\])/;

/** The href React Router draws for a path of the shop's own: "/a//b/../c?" → "/a/c". */
function ownHref(to: string): string {
  return createPath(resolvePath(to));
}

const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to, discover = "render", prefetch } = props;
  if (typeof to !== "string" || !OWN_PATH.test(to) || prefetch === "render") {
    return <RouterLink {...props} ref={ref} />;
  }
  const {
    to: _to,
    onClick: _onClick,
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...anchor
  } = props;
  return (
    <a
      {...anchor}
      ref={ref}
      href={ownHref(to)}
      target={target}
      data-discover={discover === "render" ? "true" : undefined}
    />
  );
});

const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const location = useLocation();
  const { to, end = false, caseSensitive = false, className, style, children, ...rest } = props;
  const target = typeof to === "string" && OWN_PATH.test(to) ? resolvePath(to).pathname : null;
  // React Router compares the path as a URL would spell it; the light way takes plain ones only.
  if (target === null || encodeURI(target) !== target) return <RouterNavLink {...props} ref={ref} />;
  const state: NavLinkRenderProps = {
    isActive: isActivePath(location.pathname, target, end, caseSensitive),
    isPending: false,
    isTransitioning: false,
  };
  const { "aria-current": ariaCurrent = "page", ...anchor } = rest;
  return (
    <ServerLink
      {...anchor}
      ref={ref}
      to={to}
      aria-current={state.isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, state.isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? (children(state) as ReactNode) : children}
    </ServerLink>
  );
});

/** React Router's rule for a NavLink's active state, for a page being drawn (nothing pending). */
function isActivePath(current: string, target: string, end: boolean, caseSensitive: boolean): boolean {
  const location = caseSensitive ? current : current.toLowerCase();
  const path = caseSensitive ? target : target.toLowerCase();
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  return location === path || (!end && location.startsWith(path) && location.charAt(slashAt) === "/");
}

export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
export const NavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
