import { describe, expect, it } from "vitest";
import { containsPattern } from "./like";

describe("containsPattern", () => {
  it("wraps the text in wildcards and escapes the ones typed in it", () => {
    expect(containsPattern("ada@example.com")).toBe("%ada@example.com%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
