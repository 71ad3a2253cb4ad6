import { useEffect, useState } from "react";

/**
 * Code that only some visits need (the cart panel, the account menu, a confirmation dialog),
 * kept out of the page's first load (issue 10 item 4): its module is imported the first time it
 * is wanted, or earlier by `load()` as a prefetch (on hover or focus of the button that opens
 * it). One import for every caller; after a failure (offline) the next call tries again.
 */
export interface OnDemand<Module> {
  load(): Promise<Module>;
}

export function onDemand<Module>(importModule: () => Promise<Module>): OnDemand<Module> {
  let loading: Promise<Module> | undefined;
  return {
    load() {
      loading ??= importModule().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/** Starts loading without waiting: a failure is tried again when the code is wanted. */
export function prefetch(code: OnDemand<unknown>): void {
  code.load().catch(() => {});
}

/**
 * The module once `wanted` has been true and it has loaded; undefined before, on the server and
 * while hydrating, so the server's HTML and the first render in the browser agree. Once loaded
 * it stays: the component keeps its state and plays its closing animation.
 */
export function useOnDemand<Module>(code: OnDemand<Module>, wanted: boolean): Module | undefined {
  const [loaded, setLoaded] = useState<{ module: Module }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    code.load().then(
      (module) => {
        if (current) setLoaded({ module });
      },
      // Offline or a new deployment: nothing opens; wanting it again tries again.
      (error: unknown) => console.warn("could not load a part of the page", error),
    );
    return () => {
      current = false;
    };
  }, [code, wanted, loaded]);
  return loaded?.module;
}
