import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, Outlet, type MetaDescriptor } from "react-router";

/**
 * The JSON-LD script's text as React Router's `<Meta>` writes it into a page for these meta
 * descriptors (tests of what can and cannot break out of the script).
 */
export function renderedJsonLd(meta: MetaDescriptor[]): string | undefined {
  const Stub = createRoutesStub([
    {
      path: "/",
      meta: () => meta,
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
    },
  ]);
  const html = renderToString(<Stub />);
  return /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
}
