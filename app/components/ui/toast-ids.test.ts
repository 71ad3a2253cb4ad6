import { describe, expect, it } from "vitest";
import { toastIdTracker } from "./toast-ids";

describe("toast ids", () => {
  it("updates a toast still on screen, and gives the next showing after it an id of its own", () => {
    const libraryId = toastIdTracker();
    const first = libraryId("product-save", 2000, 0);
    expect(libraryId("product-save", 2000, 1500)).toBe(first);
    // Shown again at 1,500 ms: on screen until 3,500.
    expect(libraryId("product-save", 2000, 3400)).toBe(first);
    // Gone (fading out, about to be removed): a new toast, not the fading one.
    const second = libraryId("product-save", 2000, 5500);
    expect(second).not.toBe(first);
    expect(libraryId("product-save", 2000, 5600)).toBe(second);
  });

  it("keeps names apart", () => {
    const libraryId = toastIdTracker();
    expect(libraryId("a", 2000, 0)).not.toBe(libraryId("b", 2000, 0));
  });
});
