import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createShopper,
  postForm,
  requestAs,
  testContext,
  TEST_ORIGIN,
  type TestShopper,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { insertPendingOrder } from "~tests/support/orders";
import { callRoute } from "~tests/support/routes";
import { productJsonLd } from "~/components/product-page/product-seo";
import { ReviewList } from "~/components/product-page/ReviewList";
import { categories, orderLines, orders, reviews, users, type OrderStatus } from "~/db/schema";
import { translator } from "~/i18n/setup";
import { productBySlug } from "~/modules/catalog/product-detail.server";
import { categoryProducts } from "~/modules/catalog/products.server";
import { newProduct } from "~tests/support/checkout";
import type { ReviewActionResult } from "~/modules/reviews/review-action";
import type { Viewer } from "~/modules/accounts/viewer.server";
import { loader as viewerLoader } from "./api.viewer";
import { action, loader } from "./product";

const handle = testDatabase({ catalogue: true });
let ada: TestShopper;
let grace: TestShopper;

beforeAll(async () => {
  [ada, grace] = await Promise.all([
    createShopper(handle, { firstName: "Ada", lastName: "Lovelace" }),
    createShopper(handle, { firstName: "Grace", lastName: "hopper" }),
  ]);
});

const en = translator("en");

/** A product of the test's own, with no reviews yet. */
async function freshProduct() {
  return newProduct(handle.db, 20);
}

/** Submits the product page's review form as `cookie` (null: anonymous). */
async function send(
  cookie: string | null,
  slug: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  // postForm sends the shop's own Origin; a test may claim another.
  const answer = await callRoute(
    action,
    postForm(`/product/${slug}`, fields, { cookie, headers }),
    testContext(handle),
    { slug },
  );
  return {
    ...answer,
    result: answer.data as ReviewActionResult,
    cacheControl: answer.headers.get("Cache-Control"),
  };
}

/** The product page's loader as `cookie` sees it. */
async function page(cookie: string | null, slug: string) {
  const answer = await callRoute(loader, requestAs(cookie, `/product/${slug}`), testContext(handle), {
    slug,
  });
  return { ...answer.data, cacheControl: answer.headers.get("Cache-Control") };
}

/** The review ids the signed-in visitor's /api/viewer answer names (decision 022). */
async function reviewIdsOf(cookie: string | null) {
  const answer = await callRoute(viewerLoader, requestAs(cookie, "/api/viewer"), testContext(handle), {});
  expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  return (answer.data as Viewer).reviewIds;
}

async function storedReviews(productId: string) {
  return handle.db.select().from(reviews).where(eq(reviews.productId, productId));
}

/** An order by `userId` holding `productId`, in `status`. */
async function orderOf(userId: string | null, productId: string, status: OrderStatus) {
  const order = await insertPendingOrder(handle.db, { paymentId: `pi_${randomUUID()}`, provider: "sandbox" });
  await handle.db.update(orders).set({ userId, status }).where(eq(orders.id, order.id));
  await handle.db.insert(orderLines).values({
    orderId: order.id,
    productId,
    productName: "Test candy",
    productSlug: "test-candy",
    unitPriceCents: 1000,
    quantity: 1,
  });
  return order;
}

describe("writing a review", () => {
  it("stores the rating, title and comment of a signed-in shopper, signed with their profile's name", async () => {
    const product = await freshProduct();
    const sent = await send(ada.cookie, product.slug, {
      intent: "create",
      rating: "4",
      title: "  Crunchy and sweet  ",
      comment: "Great with tea.\r\nWould buy again.",
      // Never believed: the name comes from the profile.
      authorName: "Someone Else",
      verifiedPurchase: "true",
    });

    expect(sent.status).toBe(200);
    expect(sent.cacheControl).toBe("private, no-store");
    expect(sent.result).toMatchObject({ status: "saved", intent: "create" });
    const [stored] = await storedReviews(product.id);
    expect(stored).toMatchObject({
      id: (sent.result as { reviewId: string }).reviewId,
      userId: ada.id,
      authorName: "Ada L.",
      rating: 4,
      title: "Crunchy and sweet",
      comment: "Great with tea.\nWould buy again.",
      verifiedPurchase: false,
    });
  });

  it("refuses ratings of 0, 6 and 2.5, a missing one, a 101-character title and a 2,001-character comment, storing nothing", async () => {
    const product = await freshProduct();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ rating: "0" }, { rating: "ratingInvalid" }],
      [{ rating: "6" }, { rating: "ratingInvalid" }],
      [{ rating: "2.5" }, { rating: "ratingInvalid" }],
      [{}, { rating: "ratingRequired" }],
      [{ rating: "5", title: "t".repeat(101) }, { title: "titleTooLong" }],
      [{ rating: "5", comment: "c".repeat(2001) }, { comment: "commentTooLong" }],
      [
        { rating: "5", title: "Bell\u0007", comment: "Escape\u001b[2J" },
        { title: "titleInvalid", comment: "commentInvalid" },
      ],
    ];
    for (const [fields, errors] of cases) {
      const sent = await send(ada.cookie, product.slug, { intent: "create", ...fields });
      expect(sent.status, JSON.stringify(fields)).toBe(400);
      expect(sent.result).toEqual({ status: "invalid", errors });
    }
    expect(await storedReviews(product.id)).toEqual([]);

    // Each code is a message the shopper reads.
    expect(en("reviews.errors.ratingInvalid")).toBe("A rating is a whole number of stars from 1 to 5.");
    expect(en("reviews.errors.ratingRequired")).toBe("Please choose a rating from 1 to 5 stars.");
    expect(en("reviews.errors.titleTooLong")).toBe("The title can be at most 100 characters.");
    expect(en("reviews.errors.commentTooLong")).toBe("Your review can be at most 2,000 characters.");
    expect(en("reviews.errors.titleInvalid")).toMatch(/can't be used/);
    expect(en("reviews.errors.commentInvalid")).toMatch(/can't be used/);

    // The limits themselves are fine.
    const atLimits = await send(ada.cookie, product.slug, {
      intent: "create",
      rating: "1",
      title: "t".repeat(100),
      comment: "c".repeat(2000),
    });
    expect(atLimits.result).toMatchObject({ status: "saved" });
  });

  it("keeps one review per shopper and product: a second is refused with a message, even when both arrive at once", async () => {
    const product = await freshProduct();
    expect((await send(ada.cookie, product.slug, { intent: "create", rating: "5" })).result).toMatchObject({
      status: "saved",
    });
    const second = await send(ada.cookie, product.slug, { intent: "create", rating: "1" });
    expect(second.status).toBe(409);
    expect(second.result).toEqual({ status: "alreadyReviewed" });
    expect(en("reviews.errors.alreadyReviewed")).toBe(
      "You have already reviewed this product. You can edit your review instead.",
    );

    const other = await freshProduct();
    const racing = await Promise.all(
      ["4", "2"].map((rating) => send(grace.cookie, other.slug, { intent: "create", rating })),
    );
    expect(racing.map((sent) => sent.status).sort()).toEqual([200, 409]);
    expect(await storedReviews(other.id)).toHaveLength(1);
    expect((await storedReviews(product.id)).map((review) => review.rating)).toEqual([5]);
  });

  it("sends an anonymous visitor to sign in, refuses another site's form and an unknown intent, storing nothing", async () => {
    const product = await freshProduct();
    const anonymous = await send(null, product.slug, { intent: "create", rating: "5" });
    expect(anonymous.thrown).toBe(true);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(`/product/${product.slug}`)}`);

    const crossSite = await send(
      ada.cookie,
      product.slug,
      { intent: "create", rating: "5" },
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);

    const unknown = await send(ada.cookie, product.slug, { intent: "publish", rating: "5" });
    expect(unknown.status).toBe(400);
    expect(unknown.result).toEqual({ status: "refused" });
    expect((await send(ada.cookie, product.slug, { rating: "5" })).status).toBe(400);

    expect(await storedReviews(product.id)).toEqual([]);
    expect((await send(ada.cookie, "no-such-candy", { intent: "create", rating: "5" })).status).toBe(404);
  });
});

describe("verified purchase", () => {
  it("is true only with a paid (or later) order of that product by that shopper", async () => {
    const cases: { status: OrderStatus | null; buyer?: "other"; product?: "other"; verified: boolean }[] = [
      { status: null, verified: false },
      { status: "paid", verified: true },
      { status: "processing", verified: true },
      { status: "shipped", verified: true },
      { status: "delivered", verified: true },
      { status: "pending_payment", verified: false },
      { status: "cancelled", verified: false },
      { status: "refunded", verified: false },
      { status: "paid", buyer: "other", verified: false },
      { status: "paid", product: "other", verified: false },
    ];
    for (const { status, buyer, product: which, verified } of cases) {
      const [product, elsewhere] = await Promise.all([freshProduct(), freshProduct()]);
      if (status) {
        await orderOf(
          buyer === "other" ? grace.id : ada.id,
          which === "other" ? elsewhere.id : product.id,
          status,
        );
      }
      await send(ada.cookie, product.slug, { intent: "create", rating: "5" });
      const [stored] = await storedReviews(product.id);
      expect(stored?.verifiedPurchase, JSON.stringify({ status, buyer, which })).toBe(verified);
    }
  });

  it("is decided again when the review is edited", async () => {
    const product = await freshProduct();
    const sent = await send(ada.cookie, product.slug, { intent: "create", rating: "3" });
    const reviewId = (sent.result as { reviewId: string }).reviewId;
    expect((await storedReviews(product.id))[0]?.verifiedPurchase).toBe(false);

    const order = await orderOf(ada.id, product.id, "paid");
    await send(ada.cookie, product.slug, { intent: "update", reviewId, rating: "4" });
    expect((await storedReviews(product.id))[0]).toMatchObject({ rating: 4, verifiedPurchase: true });

    await handle.db.update(orders).set({ status: "refunded" }).where(eq(orders.id, order.id));
    await send(ada.cookie, product.slug, { intent: "update", reviewId, rating: "2" });
    expect((await storedReviews(product.id))[0]).toMatchObject({ rating: 2, verifiedPurchase: false });
  });
});

describe("editing and deleting", () => {
  it("lets the author edit and delete their own review, and nobody else's", async () => {
    const product = await freshProduct();
    const created = await send(ada.cookie, product.slug, { intent: "create", rating: "5", title: "Yum" });
    const reviewId = (created.result as { reviewId: string }).reviewId;
    const [before] = await storedReviews(product.id);

    // Another shopper: as if the review did not exist.
    const edited = await send(grace.cookie, product.slug, { intent: "update", reviewId, rating: "1" });
    expect(edited.status).toBe(404);
    expect(edited.result).toEqual({ status: "notFound" });
    expect((await send(grace.cookie, product.slug, { intent: "delete", reviewId })).status).toBe(404);
    // Not a review id at all, or the author's review but through another product's page.
    expect((await send(ada.cookie, product.slug, { intent: "delete", reviewId: "nope" })).status).toBe(404);
    const elsewhere = await freshProduct();
    expect((await send(ada.cookie, elsewhere.slug, { intent: "delete", reviewId })).status).toBe(404);
    // Anonymous: to sign in.
    const anonymous = await send(null, product.slug, { intent: "delete", reviewId }).catch((e: unknown) => e);
    expect((anonymous as Response).status).toBe(302);
    expect(await storedReviews(product.id)).toEqual([before]);

    // The author.
    const update = await send(ada.cookie, product.slug, {
      intent: "update",
      reviewId,
      rating: "3",
      title: "",
      comment: "Changed my mind.",
    });
    expect(update).toMatchObject({ status: 200, result: { status: "saved", intent: "update", reviewId } });
    const [after] = await storedReviews(product.id);
    expect(after).toMatchObject({
      rating: 3,
      title: null,
      comment: "Changed my mind.",
      createdAt: before!.createdAt,
    });
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());

    // An edit is checked like a new review, and a refused one changes nothing.
    const invalid = await send(ada.cookie, product.slug, { intent: "update", reviewId, rating: "6" });
    expect(invalid.result).toEqual({ status: "invalid", errors: { rating: "ratingInvalid" } });
    expect((await storedReviews(product.id))[0]).toMatchObject({ rating: 3 });

    const deleted = await send(ada.cookie, product.slug, { intent: "delete", reviewId });
    expect(deleted.result).toEqual({ status: "saved", intent: "delete", reviewId });
    expect(await storedReviews(product.id)).toEqual([]);
    // Deleting again: it is gone.
    expect((await send(ada.cookie, product.slug, { intent: "delete", reviewId })).status).toBe(404);
  });
});

describe("the product page", () => {
  it("is the same public page for everyone; /api/viewer tells a signed-in shopper which review is theirs", async () => {
    const product = await freshProduct();
    const anonymous = await page(null, product.slug);
    expect(anonymous.cacheControl).toMatch(/\bpublic\b/);
    expect(await page(ada.cookie, product.slug)).toEqual(anonymous);

    const before = await reviewIdsOf(ada.cookie);
    const sent = await send(ada.cookie, product.slug, { intent: "create", rating: "5" });
    const reviewId = (sent.result as { reviewId: string }).reviewId;
    expect((await reviewIdsOf(ada.cookie)).sort()).toEqual([...before, reviewId].sort());
    expect(await reviewIdsOf(grace.cookie)).not.toContain(reviewId);
    expect(await reviewIdsOf(null)).toEqual([]);

    // Everyone's page lists the review, and says nothing about who wrote it beyond "Ada L.".
    const shared = await page(ada.cookie, product.slug);
    expect(shared).toEqual(await page(null, product.slug));
    expect(shared.product?.reviews.map((review) => review.id)).toEqual([reviewId]);
    expect(JSON.stringify(shared)).not.toContain(ada.id);
    expect(JSON.stringify(shared)).not.toContain(ada.email);
  });

  it("names the author from their profile as it is now", async () => {
    const shopper = await createShopper(handle, { firstName: "Mary", lastName: "Jackson" });
    const product = await freshProduct();
    await send(shopper.cookie, product.slug, { intent: "create", rating: "4" });
    expect((await productBySlug(handle.db, product.slug))?.reviews[0]?.authorName).toBe("Mary J.");

    await handle.db.update(users).set({ lastName: "Winston" }).where(eq(users.id, shopper.id));
    expect((await productBySlug(handle.db, product.slug))?.reviews[0]?.authorName).toBe("Mary W.");
  });

  it("follows every new, edited and deleted review in its average and count: page, cards and JSON-LD", async () => {
    const product = await freshProduct();
    const [category] = await handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, product.categoryId));

    async function ratings() {
      const detail = (await productBySlug(handle.db, product.slug))!;
      const card = (await categoryProducts(handle.db, category!.id)).find(
        (summary) => summary.id === product.id,
      )!;
      const jsonLd = productJsonLd(detail, TEST_ORIGIN);
      const anonymous = await page(null, product.slug);
      return {
        detail: [detail.ratingAverage, detail.reviewCount],
        card: [card.ratingAverage, card.reviewCount],
        jsonLd: jsonLd.aggregateRating ?? null,
        page: [anonymous.product!.ratingAverage, anonymous.product!.reviewCount],
      };
    }
    const expectRatings = async (average: number, count: number) =>
      expect(await ratings()).toEqual({
        detail: [average, count],
        card: [average, count],
        jsonLd: count > 0 ? { "@type": "AggregateRating", ratingValue: average, reviewCount: count } : null,
        page: [average, count],
      });

    await expectRatings(0, 0);
    const first = await send(ada.cookie, product.slug, { intent: "create", rating: "5" });
    await expectRatings(5, 1);
    await send(grace.cookie, product.slug, { intent: "create", rating: "2" });
    await expectRatings(3.5, 2);
    const reviewId = (first.result as { reviewId: string }).reviewId;
    await send(ada.cookie, product.slug, { intent: "update", reviewId, rating: "4" });
    await expectRatings(3, 2);
    const third = await createShopper(handle, { firstName: "Katherine", lastName: "Johnson" });
    await send(third.cookie, product.slug, { intent: "create", rating: "4" });
    // (4 + 2 + 4) / 3 = 3.33… → 3.3
    await expectRatings(3.3, 3);
    await send(ada.cookie, product.slug, { intent: "delete", reviewId });
    await expectRatings(3, 2);
  });

  it("stores HTML as the text it is and renders it escaped", async () => {
    const product = await freshProduct();
    const title = `<script>alert("title")</script>`;
    const comment = `<img src=x onerror="alert('comment')"><b>bold</b> & "quotes"`;
    await send(ada.cookie, product.slug, { intent: "create", rating: "5", title, comment });
    const [stored] = await storedReviews(product.id);
    expect(stored).toMatchObject({ title, comment });

    const detail = (await productBySlug(handle.db, product.slug))!;
    for (const viewer of [null, { ownReviewIds: [stored!.id] }]) {
      const Stub = createRoutesStub([
        {
          path: "/",
          Component: () =>
            createElement(ReviewList, {
              reviews: detail.reviews,
              ratingAverage: detail.ratingAverage,
              slug: detail.slug,
              viewer,
            }),
        },
      ]);
      const html = renderToString(
        createElement(TranslationProvider, { language: "en" }, createElement(Stub)),
      );
      expect(html).toContain("Customer Reviews");
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/<b>/i);
      expect(html).toContain("&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(&#x27;comment&#x27;)&quot;&gt;");
    }
  });
});
