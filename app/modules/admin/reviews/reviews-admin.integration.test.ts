import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, products, reviews } from "~/db/schema";
import { onCatalogueChange } from "~/modules/catalog/catalogue-changes.server";
import { productBySlug } from "~/modules/catalog/product-detail.server";
import { newProduct } from "~tests/support/checkout";
import { action as productAction } from "~/routes/product";
import { action, loader } from "~/routes/admin/reviews";
import { REVIEWS_PAGE_SIZE } from "./review-list-query";
import type { ReviewModerationResult } from "./review-results";

/**
 * Review moderation through its route, as the admin's page calls it: the list (newest first,
 * filters, pages), and delete: the product's rating and count follow, the audit log keeps what
 * the review said, the shop's cached pages are dropped; refused for anyone but an admin on the
 * shop's own pages, and for an id that is not a review's.
 */

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;
let sam: TestShopper;

beforeAll(async () => {
  [admin, sam] = await Promise.all([
    createShopper(handle, { isAdmin: true, firstName: "Ada", lastName: "Admin" }),
    createShopper(handle, { firstName: "Sam", lastName: "Sweettooth" }),
  ]);
});

const context = () => testContext(handle);

/** The list as the admin sees it at `search` (a query string without `?`). */
async function list(search = "") {
  const answer = await callRoute(loader, requestAs(admin.cookie, `/admin/reviews?${search}`), context(), {});
  expect(answer.status).toBe(200);
  return answer.data;
}
const titles = async (search: string) => (await list(search)).reviews.map((review) => review.title);

/** Posts the page's delete form (or any fields) as `cookie`. */
async function post(fields: Record<string, string>, cookie: string | null = admin.cookie, headers = {}) {
  const answer = await callRoute(
    action,
    postForm("/admin/reviews", fields, { cookie, headers }),
    context(),
    {},
  );
  return { ...answer, result: answer.data as ReviewModerationResult };
}
const remove = (reviewId: string, cookie: string | null = admin.cookie, headers = {}) =>
  post({ intent: "delete", reviewId }, cookie, headers);

/** Demo reviews (no shopper) on `productId`, `minutesAgo` apart so their order is known. */
async function addReviews(
  productId: string,
  rows: { title: string; comment?: string; author?: string; rating?: number; verified?: boolean }[],
) {
  const now = Date.now();
  return handle.db
    .insert(reviews)
    .values(
      rows.map((row, index) => ({
        productId,
        authorName: row.author ?? "Demo D.",
        rating: row.rating ?? 5,
        title: row.title,
        comment: row.comment ?? null,
        verifiedPurchase: row.verified ?? false,
        // The first row is the newest.
        createdAt: new Date(now - (index + 1) * 60_000),
      })),
    )
    .returning({ id: reviews.id });
}

const ratingOf = async (productId: string) =>
  (
    await handle.db
      .select({ average: products.ratingAverage, count: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId))
  )[0];

const auditsOf = (reviewId: string) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, reviewId)));

const reviewExists = async (id: string) => (await handle.db.$count(reviews, eq(reviews.id, id))) === 1;

describe("the reviews list", () => {
  it("lists reviews newest first with their product, rating, words, author and date; never stored", async () => {
    const product = await newProduct(handle.db, 5);
    await addReviews(product.id, [
      { title: "Listmark newest", comment: "Crunchy.", author: "Lena L.", rating: 4, verified: true },
      { title: "Listmark older", rating: 2 },
    ]);
    const answer = await callRoute(
      loader,
      requestAs(admin.cookie, "/admin/reviews?q=listmark"),
      context(),
      {},
    );
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data.total).toBe(2);
    expect(answer.data.reviews).toEqual([
      expect.objectContaining({
        title: "Listmark newest",
        comment: "Crunchy.",
        authorName: "Lena L.",
        rating: 4,
        verifiedPurchase: true,
        userId: null,
        productId: product.id,
        productSlug: product.slug,
        productName: product.name,
        productActive: true,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
      expect.objectContaining({ title: "Listmark older", rating: 2, verifiedPurchase: false }),
    ]);

    // With no filter the newest of the whole shop come first.
    const all = await list();
    expect(all.reviews[0]!.title).toBe("Listmark newest");
    const dates = all.reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds reviews by words in the title, the comment or the author's name, % and _ as typed", async () => {
    const product = await newProduct(handle.db, 5);
    await addReviews(product.id, [
      { title: "Wordmark in the title" },
      { title: "Second", comment: "The WORDMARK is in the comment" },
      { title: "Third", author: "Wordmark W." },
      { title: "Fourth 100%", comment: "wordmark_" },
    ]);
    expect(await titles("q=wordmark")).toEqual(["Wordmark in the title", "Second", "Third", "Fourth 100%"]);
    expect(await titles("q=wordmark+W.")).toEqual(["Third"]);
    expect(await titles("q=100%25")).toEqual(["Fourth 100%"]);
    expect(await titles("q=wordmark_")).toEqual(["Fourth 100%"]);
    expect(await titles("q=nothing-says-this")).toEqual([]);
  });

  it("filters by product (English or Spanish name, or slug), by rating and by verified purchase", async () => {
    const yuzu = await newProduct(handle.db, 5);
    await handle.db
      .update(products)
      .set({ name: "Filtermark Yuzu Drops", nameEs: "Caramelos Filtermark de yuzu" })
      .where(eq(products.id, yuzu.id));
    const other = await newProduct(handle.db, 5);
    await addReviews(yuzu.id, [
      { title: "Fm yuzu five", rating: 5, verified: true },
      { title: "Fm yuzu one", rating: 1 },
    ]);
    await addReviews(other.id, [{ title: "Fm other one", rating: 1, verified: true }]);
    // The titles found, in a fixed order (the list's own order is tested above).
    const found = async (search: string) => (await titles(search)).sort();

    expect(await found("q=fm&product=yuzu+drops")).toEqual(["Fm yuzu five", "Fm yuzu one"]);
    expect(await found("q=fm&product=caramelos+filtermark")).toEqual(["Fm yuzu five", "Fm yuzu one"]);
    expect(await found(`q=fm&product=${other.slug}`)).toEqual(["Fm other one"]);
    expect(await found("q=fm&rating=1")).toEqual(["Fm other one", "Fm yuzu one"]);
    expect(await found("q=fm&rating=1&product=filtermark")).toEqual(["Fm yuzu one"]);
    expect(await found("q=fm&verified=yes")).toEqual(["Fm other one", "Fm yuzu five"]);
    expect(await found("q=fm&verified=no")).toEqual(["Fm yuzu one"]);
    // Anything odd is no filter.
    expect(await found("q=fm&rating=6&verified=maybe")).toHaveLength(3);
    expect((await list("q=fm&rating=6&verified=maybe")).query).toMatchObject({
      rating: "all",
      verified: "all",
    });
  });

  it(`shows ${REVIEWS_PAGE_SIZE} a page, the filters kept; a page past the end shows the last`, async () => {
    const product = await newProduct(handle.db, 5);
    await addReviews(
      product.id,
      Array.from({ length: REVIEWS_PAGE_SIZE + 5 }, (_, index) => ({ title: `Pagemark ${index}` })),
    );
    const first = await list("q=pagemark");
    expect(first.total).toBe(REVIEWS_PAGE_SIZE + 5);
    expect(first.pageCount).toBe(2);
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.reviews[0]!.title).toBe("Pagemark 0");
    const second = await list("q=pagemark&page=2");
    expect(second.reviews.map((review) => review.title)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Pagemark ${REVIEWS_PAGE_SIZE + index}`),
    );
    const past = await list("q=pagemark&page=99");
    expect(past.query.page).toBe(2);
    expect(past.reviews).toEqual(second.reviews);
  });
});

describe("deleting a review", () => {
  it("deletes a shopper's review: the rating and count follow, the audit keeps its words, the shop forgets it", async () => {
    const product = await newProduct(handle.db, 5);
    await addReviews(product.id, [{ title: "Kept", rating: 5 }]);
    const written = await callRoute(
      productAction,
      postForm(
        `/product/${product.slug}`,
        { intent: "create", rating: "1", title: "Buy cheap pills", comment: "Visit spam.example now" },
        { cookie: sam.cookie },
      ),
      context(),
      { slug: product.slug },
    );
    expect(written.status).toBe(200);
    const reviewId = (written.data as { reviewId: string }).reviewId;
    expect(await ratingOf(product.id)).toEqual({ average: 3, count: 2 });
    expect((await productBySlug(handle.db, product.slug))!.reviews.map((review) => review.title)).toContain(
      "Buy cheap pills",
    );
    // The list links the review to its author.
    expect((await list("q=cheap+pills")).reviews).toEqual([
      expect.objectContaining({ id: reviewId, userId: sam.id, authorName: "Sam S." }),
    ]);

    let changes = 0;
    const stop = onCatalogueChange(() => changes++);
    const answer = await remove(reviewId);
    stop();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.result).toEqual({ intent: "delete", status: "deleted", id: reviewId });
    expect(changes).toBe(1);

    expect(await reviewExists(reviewId)).toBe(false);
    expect(await ratingOf(product.id)).toEqual({ average: 5, count: 1 });
    const shown = (await productBySlug(handle.db, product.slug))!;
    expect(shown.reviews.map((review) => review.title)).toEqual(["Kept"]);
    expect(shown).toMatchObject({ ratingAverage: 5, reviewCount: 1 });
    expect((await list("q=cheap+pills")).total).toBe(0);

    const entries = await auditsOf(reviewId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "review.delete",
      actorId: admin.id,
      actorEmail: admin.email,
      after: null,
      before: {
        productId: product.id,
        productSlug: product.slug,
        productName: product.name,
        userId: sam.id,
        authorName: "Sam S.",
        rating: 1,
        title: "Buy cheap pills",
        comment: "Visit spam.example now",
        verifiedPurchase: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });

    // A second delete of the same review (another admin's tab) finds nothing and writes nothing.
    const again = await remove(reviewId);
    expect(again.status).toBe(404);
    expect(again.result).toEqual({ intent: "delete", status: "not-found", id: reviewId });
    expect(await auditsOf(reviewId)).toHaveLength(1);
  });

  it("brings a product's rating back to 0 with no reviews left", async () => {
    const product = await newProduct(handle.db, 5);
    const [only] = await addReviews(product.id, [{ title: "Lonely", rating: 4 }]);
    expect(await ratingOf(product.id)).toEqual({ average: 4, count: 1 });
    expect((await remove(only!.id)).status).toBe(200);
    expect(await ratingOf(product.id)).toEqual({ average: 0, count: 0 });
  });

  it("answers an unknown review 404, a malformed or missing id and an unknown intent 400; nothing changes", async () => {
    const product = await newProduct(handle.db, 5);
    const [target] = await addReviews(product.id, [{ title: "Stays" }]);
    const auditsBefore = await handle.db.$count(auditLog);
    let changes = 0;
    const stop = onCatalogueChange(() => changes++);

    const unknown = randomUUID();
    const missing = await remove(unknown);
    expect(missing.status).toBe(404);
    expect(missing.result).toEqual({ intent: "delete", status: "not-found", id: unknown });

    for (const reviewId of ["not-an-id", `${target!.id}x`, "' OR 1=1 --", ""]) {
      const malformed = await remove(reviewId);
      expect(malformed.status, reviewId).toBe(400);
      expect(malformed.result).toEqual({ intent: "delete", status: "invalid-id" });
    }
    expect((await post({ intent: "delete" })).status).toBe(400);

    for (const intent of ["remove", "hide", ""]) {
      const refused = await post({ intent, reviewId: target!.id });
      expect(refused.status).toBe(400);
      expect(refused.result).toEqual({ intent: null, status: "unknown-intent" });
    }
    stop();

    expect(await reviewExists(target!.id)).toBe(true);
    expect(await ratingOf(product.id)).toEqual({ average: 5, count: 1 });
    expect(await handle.db.$count(auditLog)).toBe(auditsBefore);
    expect(changes).toBe(0);
  });

  it("is refused to a shopper (403), an anonymous visitor (to sign in) and another site's page (403)", async () => {
    const product = await newProduct(handle.db, 5);
    const [target] = await addReviews(product.id, [{ title: "Protected" }]);

    const asShopper = await remove(target!.id, sam.cookie);
    expect(asShopper.status).toBe(403);
    const anonymous = await remove(target!.id, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    const crossSite = await remove(target!.id, admin.cookie, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);

    expect(await reviewExists(target!.id)).toBe(true);
    expect(await auditsOf(target!.id)).toEqual([]);

    // Nor may they read the list.
    const listAsShopper = await callRoute(loader, requestAs(sam.cookie, "/admin/reviews"), context(), {});
    expect(listAsShopper.status).toBe(403);
    const listAnonymous = await callRoute(loader, requestAs(null, "/admin/reviews"), context(), {});
    expect(listAnonymous.status).toBe(302);
  });
});
