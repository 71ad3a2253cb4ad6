/**
 * PostgreSQL's SQLSTATE of a failed statement, wherever the driver put it: Drizzle wraps the
 * driver's error (node-postgres or PGlite) in its own, with the original as `cause`.
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
