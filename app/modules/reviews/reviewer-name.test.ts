import { describe, expect, it } from "vitest";
import { reviewerName } from "./reviewer-name";

describe("reviewerName", () => {
  it("is the first name and the last name's initial", () => {
    expect(reviewerName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada L.");
    expect(reviewerName({ firstName: " Ana ", lastName: "garcía" })).toBe("Ana G.");
    expect(reviewerName({ firstName: "Zoë", lastName: "Östberg" })).toBe("Zoë Ö.");
  });

  it("makes do with what the profile has, and is null without any name", () => {
    expect(reviewerName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(reviewerName({ firstName: null, lastName: "Lovelace" })).toBe("L.");
    expect(reviewerName({ firstName: "  ", lastName: "" })).toBeNull();
  });
});
