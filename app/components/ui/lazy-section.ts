import { createElement, lazy, memo, Suspense, type ComponentType } from "react";
import { HydratedLater } from "~/i18n/texts-preload";

/**
 * A section whose module the browser loads after the page's first scripts (decisions 029, 097):
 * React.lazy, to be put inside `<Suspense>`. The server draws it as any other: it loads the
 * module as the shop starts (long before it listens), and hands it to React as already loaded,
 * so no render of a page waits for it. A page rendered while it was still loading would send the
 * section afterwards, by a script: nothing for a browser without JavaScript, and the page cache
 * would keep it so.
 *
 * The browser starts loading the module as soon as the module that declares the section has
 * run (a page's route module, on the way to the page), not when the section is first drawn: a
 * client-side navigation then finds it loaded, instead of drawing the page without it and the
 * section a moment later. `whenShown`: only when drawn (the not-found and outage contents,
 * which few pages show).
 */
export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { whenShown = false }: { whenShown?: boolean } = {},
) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const loading = () =>
    (pending ??= load().then(
      (component) => ({ default: (loaded = later(component)) }),
      (error: unknown) => {
        // Offline or a new deployment: the next render tries again.
        pending = undefined;
        throw error;
      },
    ));
  if (typeof document === "undefined" || !whenShown) loading().catch(() => {});
  return lazy(() =>
    loaded
      ? // A thenable that answers at once: React takes the component without suspending.
        ({
          then: (resolve: (module: { default: ComponentType<Props> }) => void) =>
            resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType<Props> }>)
      : loading(),
  );
}

/**
 * A lazySection of the frame (header, footer) or of a page's parts that redraw often, in its own
 * `<Suspense>` and redrawn only when its props change (decision 097). Until its module has loaded
 * the server's HTML stays as it is; a redraw of the boundary before then would make React drop
 * that HTML and draw the (empty) fallback instead, so a parent's redraw (the header's on scroll,
 * on the visitor's arrival) must not reach it: give it props that keep their identity.
 */
export function lazyHydrated<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Section = lazySection(load);
  return memo(function LazyHydrated(props: Props) {
    return createElement(Suspense, null, createElement(Section, props));
  });
}

/** The section's component, telling the texts it shows that it is hydrated later (`HydratedLater`). */
function later<Props extends object>(Section: ComponentType<Props>): ComponentType<Props> {
  return function HydratedLaterSection(props: Props) {
    return createElement(HydratedLater.Provider, { value: true }, createElement(Section, props));
  };
}
