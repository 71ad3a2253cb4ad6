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
});
