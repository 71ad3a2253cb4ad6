import { describe, expect, it } from "vitest";
import { toastIdTracker } from "./toast-ids";

describe("toast ids", () => {
  it("updates a toast still on screen, and gives the next showing after it an id of its own", () => {
    const { idFor: libraryId } = toastIdTracker();
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
    const { idFor } = toastIdTracker();
    expect(idFor("a", 2000, 0)).not.toBe(idFor("b", 2000, 0));
  });

  it("gives a fresh id once every toast was dismissed, even one that had time left", () => {
    const tracker = toastIdTracker();
    const first = tracker.idFor("saved", 2000, 0);
    tracker.forgetAll();
    expect(tracker.idFor("saved", 2000, 500)).not.toBe(first);
  });
});
