import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazySection } from "./lazy-section";

describe("lazySection", () => {
  it("is drawn by the server in the page itself once its module has loaded, never left for later", async () => {
    let loads = 0;
    const Section = lazySection(async () => {
      loads += 1;
      return function Newsletter({ heading }: { heading: string }) {
        return <h2>{heading}</h2>;
      };
    });
    // The server loads the module as the shop starts, before any page is asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const page = () =>
      renderToString(
        <Suspense fallback={<p>later</p>}>
          <Section heading="Join the club" />
        </Suspense>,
      );
    expect(page()).toBe("<!--$--><h2>Join the club</h2><!--/$-->");
    expect(page()).toBe("<!--$--><h2>Join the club</h2><!--/$-->");
    expect(loads).toBe(1);
  });

  it("in the browser loads its module once, as the module declaring it runs, or only when drawn (whenShown)", async () => {
    const browser = globalThis as { document?: unknown };
    browser.document = {};
    try {
      let early = 0;
      let whenShown = 0;
      lazySection(async () => {
        early += 1;
        return () => null;
      });
      lazySection(
        async () => {
          whenShown += 1;
          return () => null;
        },
        { whenShown: true },
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(early).toBe(1);
      expect(whenShown).toBe(0);
    } finally {
      delete browser.document;
    }
  });
});
