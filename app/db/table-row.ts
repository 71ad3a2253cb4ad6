import { getTableColumns, type InferSelectModel, type Table } from "drizzle-orm";

/**
 * A row of `table` that raw SQL read (its columns under their SQL names, as `SELECT t.*` or
 * `json_agg(t)` give them), as drizzle's own select would give it: camelCase keys, dates as
 * Dates, JSON parsed. For statements that fold a look-up into another (decision 099).
 */
export function tableRow<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
