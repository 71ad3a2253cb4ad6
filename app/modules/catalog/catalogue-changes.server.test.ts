import { afterEach, describe, expect, it } from "vitest";
import {
  announceCatalogueChangesWith,
  catalogueChanged,
  catalogueChangedElsewhere,
  onCatalogueChange,
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
