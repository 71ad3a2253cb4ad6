import { lazy, type ComponentType } from "react";

/**
 * A section below the fold whose module the browser loads after the page's first scripts
 * (decision 029): React.lazy, to be put inside `<Suspense>`. The server draws it as any other:
 * it loads the module as the shop starts (long before it listens), and hands it to React as
 * already loaded, so no render of a page waits for it. A page rendered while it was still
 * loading would send the section afterwards, by a script: nothing for a browser without
 * JavaScript, and the page cache would keep it so.
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loading = () => load().then((component) => ({ default: (loaded = component) }));
  if (typeof document === "undefined") void loading();
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
