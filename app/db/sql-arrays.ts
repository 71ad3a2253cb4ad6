/**
 * Lists as one PostgreSQL array literal (`{a,b}`), sent as a single text parameter and cast in
 * the statement (`${uuidArray(ids)}::uuid[]`): the statement's text then stays the same however
 * long the list is, so a hot path's statement is one named statement (decision 109) and not one
 * per length. Only values that need no quoting are taken, so nothing can break out of the
 * literal; anything else is a programming error and throws.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** uuids as `{…}`, for `::uuid[]`. */
export function uuidArray(ids: Iterable<string>): string {
  const items = [...ids];
  for (const id of items) if (!UUID.test(id)) throw new Error(`not a uuid: ${JSON.stringify(id)}`);
  return `{${items.join(",")}}`;
}

/** Integers as `{…}`, for `::int[]`. */
export function integerArray(values: Iterable<number>): string {
  const items = [...values];
  for (const value of items) if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return `{${items.join(",")}}`;
}
