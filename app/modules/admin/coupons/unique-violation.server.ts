/**
 * Whether `error` is PostgreSQL's unique violation (23505), optionally on `constraint`. Drizzle
 * wraps the driver's error (its `cause`); both drivers give `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === "object";) {
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}
