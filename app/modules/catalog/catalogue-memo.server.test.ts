import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { catalogueChanged, catalogueChangedElsewhere } from "./catalogue-changes.server";
import { keptUntilCatalogueChanges } from "./catalogue-memo.server";
import { FIGURES_TAG, LISTS_TAG, productTag } from "./page-tags";

const database = () => ({}) as Database;

/** A read that counts its calls and answers what `answer` says at the time. */
function countedRead(answer: (word: string) => Promise<string> = async (word) => word.toUpperCase()) {
  const calls: string[] = [];
  const read = (_db: Database, word: string) => {
    calls.push(word);
    return answer(word);
  };
  return { calls, read };
}

describe("keptUntilCatalogueChanges", () => {
  it("reads once per database and arguments, and again after the catalogue changes", async () => {
    const { calls, read } = countedRead();
    const kept = keptUntilCatalogueChanges(read, { maxEntries: 10 });
    const [one, other] = [database(), database()];
    expect(await kept(one, "pocky")).toBe("POCKY");
    expect(await kept(one, "pocky")).toBe("POCKY");
    expect(await kept(one, "haribo")).toBe("HARIBO");
    expect(await kept(other, "pocky")).toBe("POCKY");
    expect(calls).toEqual(["pocky", "haribo", "pocky"]);

    await catalogueChanged();
    await kept(one, "pocky");
    catalogueChangedElsewhere(); // another instance's change counts the same
    await kept(one, "pocky");
    expect(calls).toEqual(["pocky", "haribo", "pocky", "pocky", "pocky"]);
  });

  it("is dropped only by a change that names what it depends on (decision 038)", async () => {
    const { calls, read } = countedRead();
    const kept = keptUntilCatalogueChanges(read, { dependsOn: [LISTS_TAG, FIGURES_TAG] });
    const db = database();
    await kept(db, "figures");
    await catalogueChanged([productTag("a-product")]); // a reservation: no list counts stock
    await kept(db, "figures");
    expect(calls).toEqual(["figures"]);
    await catalogueChanged([FIGURES_TAG]);
    await kept(db, "figures");
    catalogueChangedElsewhere({ everything: false, tags: new Set([LISTS_TAG]) });
    await kept(db, "figures");
    expect(calls).toEqual(["figures", "figures", "figures"]);
  });

  it("shares one read among callers that ask while it runs", async () => {
    const { calls, read } = countedRead();
    const kept = keptUntilCatalogueChanges(read);
    const db = database();
    expect(await Promise.all([kept(db, "a"), kept(db, "a")])).toEqual(["A", "A"]);
    expect(calls).toEqual(["a"]);
  });

  it("runs a query builder once (a thenable that runs its query on every then or catch)", async () => {
    let runs = 0;
    const builder: PromiseLike<string[]> = {
      then(resolve, reject) {
        runs += 1;
        return Promise.resolve(["row"]).then(resolve, reject);
      },
    };
    const kept = keptUntilCatalogueChanges((_db: Database) => builder);
    const db = database();
    expect(await kept(db)).toEqual(["row"]);
    expect(await kept(db)).toEqual(["row"]);
    expect(runs).toBe(1);
  });

  it("does not keep a read that a change overtook", async () => {
    let finish!: (value: string) => void;
    const { calls, read } = countedRead(() => new Promise((resolve) => (finish = resolve)));
    const kept = keptUntilCatalogueChanges(read);
    const db = database();
    const before = kept(db, "stock");
    await catalogueChanged();
    finish("1 left");
    expect(await before).toBe("1 left");
    const after = kept(db, "stock");
    finish("sold out");
    expect(await after).toBe("sold out");
    expect(calls).toEqual(["stock", "stock"]);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const { calls, read } = countedRead(async (word) => {
      if (fail) throw new Error("database down");
      return word;
    });
    const kept = keptUntilCatalogueChanges(read);
    const db = database();
    await expect(kept(db, "x")).rejects.toThrow("database down");
    fail = false;
    expect(await kept(db, "x")).toBe("x");
    expect(await kept(db, "x")).toBe("x");
    expect(calls).toEqual(["x", "x"]);
  });

  it("keeps at most maxEntries answers, dropping the oldest", async () => {
    const { calls, read } = countedRead();
    const kept = keptUntilCatalogueChanges(read, { maxEntries: 2 });
    const db = database();
    for (const word of ["a", "b", "c", "b", "a"]) await kept(db, word);
    // "c" pushed "a" out; "b" was still kept; "a" was read again.
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
