import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "~tests/support/database";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";
import type { Route } from "./+types/home";
import { loader } from "./home";
import { FIGURES_TAG, LISTS_TAG, productTag } from "~/modules/catalog/page-tags";

const handle = testDatabase({ catalogue: true });

function load(db: Database) {
  const logger = { error: vi.fn() };
  const pageTags = new Set<string>();
  const args = {
    request: new Request("http://shop.test/"),
    params: {},
    context: { db, logger: logger as unknown as Logger, pageTags },
  } as unknown as Route.LoaderArgs;
  return { logger, pageTags, answer: loader(args) };
}

/** A database whose every query fails, as when the server is unreachable. */
const brokenDatabase = new Proxy({} as Database, {
  get() {
    throw new Error("connection refused");
  },
});

describe("the home page's data", () => {
  it("holds the categories in name order and up to 8 featured active products, cacheable", async () => {
    const { answer, logger, pageTags } = load(handle.db);
    const { data, init } = await answer;
    expect(data.loadFailed).toBe(false);
    // What it shows, named for the page cache (decision 038): its list, its figures, each product.
    expect([...pageTags].sort()).toEqual(
      [LISTS_TAG, FIGURES_TAG, ...data.featured.map((product) => productTag(product.id))].sort(),
    );
    expect(data.figures).toEqual({ products: 135, countries: 30, averageRating: 4 });
    expect(data.categories.map((category) => category.slug)).toEqual([
      "american-favorites",
      "chocolate-collection",
      "european-delights",
      "exotic-international",
      "japanese-snacks",
      "korean-treats",
    ]);
    expect(data.featured).toHaveLength(8);
    expect(data.featured.every((product) => product.featured)).toBe(true);
    expect(new Headers(init?.headers).get("Cache-Control")).toMatch(/^public,/);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("still answers when the database fails: empty lists, the failure flagged and logged, not cached", async () => {
    const { answer, logger } = load(brokenDatabase);
    const { data, init } = await answer;
    expect(data).toEqual({ categories: [], featured: [], figures: null, loadFailed: true });
    expect(new Headers(init?.headers).get("Cache-Control")).toBe("no-store");
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error.mock.calls[0]?.[0]).toMatchObject({
      err: expect.objectContaining({ message: "connection refused" }),
    });
  });
});
