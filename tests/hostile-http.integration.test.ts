import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "~/db/client.server";
import { createShopper } from "./support/accounts";
import { createTestDatabase } from "./support/database";
import { hostileRequests } from "./support/hostile-requests";
import { declaredRoutes, urlFor } from "./support/route-table";
import { sendRaw, startShopOverHttp, type RawAnswer, type ShopOverHttp } from "./support/shop-over-http";

/**
 * The standing fuzz suite (issue 25): every route of the route table, over real HTTP through the
 * whole server (request guards, request log, React Router, the routes), gets the hostile families
 * of requests: every method; malformed multipart and JSON; wrong and missing content types; NUL
 * and invalid UTF-8; huge and deeply nested values; `__proto__` and `constructor` keys; numbers
 * as strings and the reverse; arrays where one value goes. For each answer: never a 5xx, never a
 * stack trace in it, never an error in the log, and a refused request (4xx) adds at most its own
 * log line and changes nothing in the database. A route added to app/routes.ts is swept too.
 * (tests/hostile-input.integration.test.ts calls each loader and action directly with hostile
 * field values, intent by intent; this one sends what reaches the HTTP layer.)
 */

// Signing out would end the session the sweep uses: that route is swept without one.
const SIGNS_OUT = new Set(["routes/logout.ts"]);
// What a refused request may change: the attempts it counted (the point of a limit), and a
// session's "last seen" that better-auth moves on any request.
const MAY_CHANGE = new Set(["rate_limits", "sessions"]);

/**
 * A stack frame ("at fn (/path/file.js:1:2)") or Node's internals in what a visitor receives. (The
 * pages of this Vite-served shop load scripts from /node_modules/: that is not a stack.)
 */
const STACK = /^\s*at [^\n]*:\d+:\d+\)?$|node:internal/m;

let handle: DatabaseHandle;
let shop: ShopOverHttp;
let adminCookie: string;
let realParams: Record<string, string>;

beforeAll(async () => {
  handle = await createTestDatabase({ catalogue: true });
  // Limits on, as in production, each route from its own client address: a limit's 429 is an
  // answer too, but the rest of the families still reach the routes.
  shop = await startShopOverHttp(handle, { RATE_LIMITS: "on", TRUST_PROXY: "1" });
  adminCookie = (await createShopper(handle, { firstName: "Ada", lastName: "Admin", isAdmin: true })).cookie;
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  await countChanges(tables.map((table) => table.name).filter((name) => !MAY_CHANGE.has(name)));
  const [product] = await queryRows<{ id: string; slug: string }>(
    handle.db,
    sql`SELECT id, slug FROM products WHERE is_active ORDER BY slug LIMIT 1`,
  );
  const [category] = await queryRows<{ slug: string }>(handle.db, sql`SELECT slug FROM categories LIMIT 1`);
  realParams = { slug: product!.slug, id: product!.id, number: "ST-AAAAAAAA", categorySlug: category!.slug };
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await handle?.close();
});

/**
 * Counts every row any watched table gains, changes or loses, in the writing transaction itself
 * (a change rolled back is no change): a trigger per table on the test's own database.
 */
async function countChanges(tables: string[]): Promise<void> {
  await handle.db.execute(sql`CREATE TABLE fuzz_changes (count bigint NOT NULL)`);
  await handle.db.execute(sql`INSERT INTO fuzz_changes VALUES (0)`);
  await handle.db.execute(
    sql.raw(`CREATE FUNCTION fuzz_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN UPDATE fuzz_changes SET count = count + 1; RETURN NULL; END $$`),
  );
  for (const table of tables) {
    await handle.db.execute(
      sql`CREATE TRIGGER fuzz_count_change AFTER INSERT OR UPDATE OR DELETE ON ${sql.identifier(table)}
          FOR EACH ROW EXECUTE FUNCTION fuzz_count_change()`,
    );
  }
}

/** How many rows of the watched tables changed so far. */
async function changesSoFar(): Promise<number> {
  const [row] = await queryRows<{ count: string }>(handle.db, sql`SELECT count FROM fuzz_changes`);
  return Number(row!.count);
}

/** The log lines a request added, once its own request line (written after the answer) is in. */
async function linesAddedBy(before: number, send: () => Promise<RawAnswer>) {
  const answer = await send();
  for (let tries = 0; tries < 50 && !shop.lines.slice(before).some((line) => line.msg === "request"); tries++)
    await new Promise((resolve) => setTimeout(resolve, 2));
  return { answer, added: shop.lines.slice(before) };
}

const routes = declaredRoutes();

describe("the standing fuzz suite: every route over HTTP", () => {
  it("finds the routes in the route table", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route, index) => ({ ...route, index })))(
    "$file ($pattern): no 5xx, no stack, no error logged, and nothing changed by a refused request",
    async ({ file, pattern, index }) => {
      const path = urlFor(pattern, realParams, "hostile");
      const client = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const cookie = SIGNS_OUT.has(file) ? "" : adminCookie;
      let changes = await changesSoFar();
      const problems: string[] = [];
      for (const hostile of hostileRequests()) {
        const what = `${hostile.method} ${path} ${hostile.family}`;
        const before = shop.lines.length;
        const { answer, added } = await linesAddedBy(before, () =>
          sendRaw(shop.base, {
            method: hostile.method,
            path: hostile.query ? `${path}?${hostile.query}` : path,
            headers: { "X-Forwarded-For": client, ...(cookie ? { Cookie: cookie } : {}), ...hostile.headers },
            body: hostile.body,
          }),
        );
        if (answer.status >= 500) problems.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
        if (STACK.test(answer.body)) problems.push(`${what}: a stack trace in the answer`);
        const errors = added.filter((line) => line.level >= 50);
        if (errors.length) problems.push(`${what}: logged ${JSON.stringify(errors).slice(0, 300)}`);
        if (answer.status < 400) {
          changes = await changesSoFar();
          continue;
        }
        if (added.length > 1)
          problems.push(
            `${what}: ${answer.status} logged ${added.length} lines: ${added.map((line) => line.msg).join(" | ")}`,
          );
        const after = await changesSoFar();
        if (after !== changes)
          problems.push(`${what}: refused with ${answer.status}, yet the database changed`);
        changes = after;
      }
      expect(problems).toEqual([]);
    },
  );

  it("left Object.prototype alone", () => {
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

// The shop is up over HTTP already: what it tells a signed-in visitor is checked here too.
describe("answers that name a signed-in visitor", () => {
  it("/cart and a not-found page are never stored (private, no-store)", async () => {
    for (const [path, cookie, status] of [
      ["/cart", adminCookie, 200],
      ["/cart", "", 200],
      ["/no-such-page", adminCookie, 404],
    ] as const) {
      const answer = await sendRaw(shop.base, {
        method: "GET",
        path,
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(answer.status, path).toBe(status);
      expect(answer.headers["cache-control"], `${path} ${cookie ? "signed in" : "anonymous"}`).toBe(
        "private, no-store",
      );
    }
  });
});
