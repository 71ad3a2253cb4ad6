import { sql } from "drizzle-orm";

/**
 * An offset of zero for a subquery, `.offset(SUBQUERY_FENCE)`: PostgreSQL then plans the subquery
 * on its own instead of merging it into the query around it, so what the subquery computes is
 * computed where it reads its rows. Drizzle leaves a plain `.offset(0)` out of the SQL, so the
 * zero goes in as SQL, typed as the number `offset` takes.
 */
export const SUBQUERY_FENCE = sql`0` as unknown as number;
