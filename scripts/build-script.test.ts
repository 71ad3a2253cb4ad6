import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `npm run build` builds for production whatever NODE_ENV its caller has: Vite bundles React's
 * development build when NODE_ENV says otherwise, and Vitest sets it to "test". The test that
 * builds the shop for its processes (tests/many-instances, through tests/support/shop-process.ts)
 * left a build whose first load was 58 KiB heavier, which `npm start` then found fresh and served.
 */
describe("the build script", () => {
  it("says NODE_ENV=production to the build itself", () => {
    const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(/^NODE_ENV=production react-router build /);
  });
});
