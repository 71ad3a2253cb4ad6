/** Names of the template databases the integration run creates on PostgreSQL. */
export const templateNames = {
  empty: "sweet_trip_test_empty",
  catalogue: "sweet_trip_test_catalogue",
} as const;

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
