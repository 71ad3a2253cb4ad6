import { describe, expect, it } from "vitest";
import { rootOfMeta } from "./seo";

describe("rootOfMeta", () => {
  it("reads the page's language and the shop's address from the root's data", () => {
    const matches = [
      { loaderData: { language: "es", publicUrl: "https://shop.example" } },
      { loaderData: {} },
    ];
    expect(rootOfMeta(matches)).toEqual({ language: "es", publicUrl: "https://shop.example" });
  });

  it("falls back to English and a relative address when the root has no data (its error page)", () => {
    expect(rootOfMeta([{ loaderData: undefined }])).toEqual({ language: "en", publicUrl: "" });
    expect(rootOfMeta([])).toEqual({ language: "en", publicUrl: "" });
  });
});
