import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, testContext, type TestShopper } from "~tests/support/accounts";
import { newProduct } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { ReviewList } from "~/components/product-page/ReviewList";
import { reviews } from "~/db/schema";
import { TranslationProvider } from "~/i18n/react";
import type { Language } from "~/lib/language";
import { productBySlug } from "~/modules/catalog/product-detail.server";
import type { ReviewView } from "~/modules/catalog/types";
import { action } from "./product";

/** Issue 27 item 6: reviews keep their language; a page lists its own language's first. */

const handle = testDatabase({ catalogue: true });
let ada: TestShopper;

beforeAll(async () => {
  ada = await createShopper(handle, { firstName: "Ada", lastName: "Lovelace" });
});

const DAY = 86_400_000;

async function productWithReviews() {
  const product = await newProduct(handle.db, 5);
  const at = (days: number) => new Date(Date.now() - days * DAY);
  const demo = { productId: product.id, rating: 5, verifiedPurchase: false };
  await handle.db.insert(reviews).values([
    { ...demo, authorName: "En Newest", title: "Great", language: "en", createdAt: at(1) },
    { ...demo, authorName: "Es Older", title: "Muy rico", language: "es", createdAt: at(3) },
    { ...demo, authorName: "En Oldest", title: "Fine", language: "en", createdAt: at(5) },
    { ...demo, authorName: "Es Newer", title: "Buenísimo", language: "es", createdAt: at(2) },
  ]);
  return product;
}

const authors = (list: readonly ReviewView[]) => list.map((review) => review.authorName);

function renderList(list: ReviewView[], language: Language) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () =>
        createElement(ReviewList, { reviews: list, ratingAverage: 5, slug: "any", viewer: null }),
    },
  ]);
  return renderToString(createElement(TranslationProvider, { language }, createElement(Stub)));
}

describe("a product page's reviews", () => {
  it("lists those in the page's language first, newest first within each language", async () => {
    const product = await productWithReviews();
    const english = await productBySlug(handle.db, product.slug, "en");
    expect(authors(english!.reviews)).toEqual(["En Newest", "En Oldest", "Es Newer", "Es Older"]);
    const spanish = await productBySlug(handle.db, product.slug, "es");
    expect(authors(spanish!.reviews)).toEqual(["Es Newer", "Es Older", "En Newest", "En Oldest"]);
    expect(spanish!.reviews.map((review) => review.language)).toEqual(["es", "es", "en", "en"]);
  });

  it("marks the reviews written in another language than the page's, and names their language", async () => {
    const product = await productWithReviews();
    const spanishPage = renderList((await productBySlug(handle.db, product.slug, "es"))!.reviews, "es");
    expect(spanishPage.match(/Reseña escrita en inglés/g)).toHaveLength(2);
    expect(spanishPage).not.toContain("Reseña escrita en español");
    expect(spanishPage).toMatch(/<h3 lang="en"[^>]*>Great<\/h3>/);
    const englishPage = renderList((await productBySlug(handle.db, product.slug, "en"))!.reviews, "en");
    expect(englishPage.match(/Review written in Spanish/g)).toHaveLength(2);
    expect(englishPage).not.toContain("Review written in English");
  });

  it("keeps the language of the page a review was written (and rewritten) on", async () => {
    const product = await newProduct(handle.db, 5);
    const send = (fields: Record<string, string>, query = "") =>
      callRoute(
        action,
        postForm(`/product/${product.slug}${query}`, fields, { cookie: ada.cookie }),
        testContext(handle),
        {
          slug: product.slug,
        },
      );
    await send({ intent: "create", rating: "4", title: "Me encanta", comment: "Muy bueno." }, "?lang=es");
    const [written] = await handle.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(written!.language).toBe("es");
    await send({ intent: "update", reviewId: written!.id, rating: "5", title: "Love it", comment: "Great." });
    const [rewritten] = await handle.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rewritten!.language).toBe("en");
  });
});
