import { afterEach, describe, expect, it } from "vitest";
import { decodeChange, encodeChange } from "./catalogue-channel.server";
import {
  announceCatalogueChangesWith,
  catalogueChanged,
  catalogueChangedElsewhere,
  changeTouches,
  EVERYTHING,
  onCatalogueChange,
  type CatalogueChange,
} from "./catalogue-changes.server";

afterEach(() => announceCatalogueChangesWith(null));

describe("catalogue changes", () => {
  it("call this instance's listeners first, then tell the others, and resolve once they are told", async () => {
    const steps: string[] = [];
    const stop = onCatalogueChange(() => steps.push("listener"));
    announceCatalogueChangesWith(async () => {
      steps.push("announce");
      await Promise.resolve();
      steps.push("announced");
    });
    await catalogueChanged();
    stop();
    expect(steps).toEqual(["listener", "announce", "announced"]);
  });

  it("a change heard from another instance calls the listeners and is not told again", async () => {
    let heard = 0;
    let told = 0;
    const stop = onCatalogueChange(() => heard++);
    announceCatalogueChangesWith(async () => void told++);
    catalogueChangedElsewhere();
    stop();
    expect({ heard, told }).toEqual({ heard: 1, told: 0 });
  });

  it("one failing listener keeps neither the others nor the caller from going on", async () => {
    let heard = 0;
    const stopFailing = onCatalogueChange(() => {
      throw new Error("broken listener");
    });
    const stop = onCatalogueChange(() => heard++);
    await expect(catalogueChanged()).resolves.toBeUndefined();
    stopFailing();
    stop();
    expect(heard).toBe(1);
  });
});

describe("a change's tags (decision 038)", () => {
  it("reach the listeners and the other instances; an empty list changed nothing and tells no one", async () => {
    const heard: CatalogueChange[] = [];
    const told: CatalogueChange[] = [];
    const stop = onCatalogueChange((change) => heard.push(change));
    announceCatalogueChangesWith(async (change) => void told.push(change));
    await catalogueChanged(["product:a", "lists"]);
    await catalogueChanged([]);
    await catalogueChanged();
    stop();
    const expected = [{ everything: false, tags: new Set(["product:a", "lists"]) }, EVERYTHING];
    expect(heard).toEqual(expected);
    expect(told).toEqual(expected);
  });

  it("travel between instances as the sender's id and the tags; a bare id is everything", () => {
    const change: CatalogueChange = { everything: false, tags: new Set(["product:a", "figures"]) };
    expect(decodeChange(encodeChange("one", change))).toEqual({ from: "one", change });
    expect(decodeChange(encodeChange("one", EVERYTHING))).toEqual({ from: "one", change: EVERYTHING });
    expect(decodeChange("an-older-instance")).toEqual({ from: "an-older-instance", change: EVERYTHING });
  });

  it("touch what carries one of them", () => {
    const change: CatalogueChange = { everything: false, tags: new Set(["product:a"]) };
    expect(changeTouches(change, ["product:b", "product:a"])).toBe(true);
    expect(changeTouches(change, ["lists"])).toBe(false);
    expect(changeTouches(EVERYTHING, [])).toBe(true);
  });
});
