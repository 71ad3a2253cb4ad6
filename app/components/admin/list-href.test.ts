import { describe, expect, it } from "vitest";
import { listHref } from "./list-href";

describe("listHref", () => {
  it("leaves out empty filters and page 1", () => {
    expect(listHref("/admin/coupons", { q: "", status: null }, 1)).toBe("/admin/coupons");
    expect(listHref("/admin/coupons", { q: "candy", status: "active" }, 2)).toBe(
      "/admin/coupons?q=candy&status=active&page=2",
    );
  });

  it("keeps a page's own parameters and replaces its page", () => {
    const current = new URLSearchParams("entity=coupon&page=3");
    expect(listHref("/admin/audit", current, 1)).toBe("/admin/audit?entity=coupon");
    expect(listHref("/admin/audit", current, 4)).toBe("/admin/audit?entity=coupon&page=4");
    expect(current.get("page")).toBe("3");
  });
});
