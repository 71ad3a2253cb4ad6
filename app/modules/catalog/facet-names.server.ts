import type { Database } from "~/db/client.server";
import { facetNames } from "~/db/schema";

/**
 * The names behind the brand and country numbers a search's cells are grouped by (decision 108).
 * `facet_names` only grows, and a number never changes its name, so a copy read once stays right
 * for every number it holds: it is read again only when a search meets a number it lacks (a brand
 * or country new since), never dropped. Kept per database handle (tests open many).
 */
const kept = new WeakMap<Database, Promise<Map<number, string>>>();

/** Every name of `numbers`, from the kept copy when it holds them all. */
export async function facetNamesOf(db: Database, numbers: Iterable<number>): Promise<Map<number, string>> {
  const known = kept.get(db);
  if (known) {
    const names = await known.catch(() => undefined);
    if (names && holdsAll(names, numbers)) return names;
  }
  const reading = readNames(db);
  kept.set(db, reading);
  reading.catch(() => {
    if (kept.get(db) === reading) kept.delete(db);
  });
  const names = await reading;
  for (const number of numbers)
    if (!names.has(number)) throw new Error(`facet_names has no name numbered ${number}`);
  return names;
}

async function readNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ number: facetNames.number, name: facetNames.name }).from(facetNames);
  return new Map(rows.map(({ number, name }) => [number, name]));
}

function holdsAll(names: Map<number, string>, numbers: Iterable<number>): boolean {
  for (const number of numbers) if (!names.has(number)) return false;
  return true;
}
