import { renderToString } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "~/lib/language";
import type { ReviewView } from "~/modules/catalog/types";
import type { ReviewViewer } from "~/modules/reviews/types";
import { ReviewList } from "./ReviewList";

const review = (id: string, authorName: string, rating: number, daysAgo: number): ReviewView => ({
  id,
  authorName,
  rating,
  title: `Title by ${authorName}`,
  comment: null,
  verifiedPurchase: false,
  createdAt: new Date(Date.UTC(2026, 5, 30 - daysAgo)),
  language: "en",
});
// Newest first, as the loader gives them; Ada's is the oldest.
const reviews = [
  review("r-1", "Ximena T.", 3, 1),
  review("r-2", "Grace B.", 5, 2),
  review("r-3", "Ada L.", 4, 3),
];

function render(viewer: ReviewViewer | null, language: Language = "en", list = reviews): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ReviewList reviews={list} ratingAverage={4} slug="pocky-chocolate" viewer={viewer} />,
    },
  ]);
  return renderToString(
    <TranslationProvider language={language}>
      <Stub />
    </TranslationProvider>,
  );
}

const order = (html: string) =>
  ["Ximena T.", "Grace B.", "Ada L."].sort((a, b) => html.indexOf(`By ${a}`) - html.indexOf(`By ${b}`));

describe("ReviewList", () => {
  it("invites a signed-out visitor to sign in and come back to the reviews", () => {
    const html = render(null);
    expect(html).toContain("Tried this treat?");
    expect(html).toContain(`href="/login?redirectTo=%2Fproduct%2Fpocky-chocolate%23reviews"`);
    expect(html).toContain("Sign in to write a review");
    expect(html).not.toContain("Write a review");
    expect(html).not.toContain("Your review");
    expect(order(html)).toEqual(["Ximena T.", "Grace B.", "Ada L."]);
    expect(render(null, "es")).toContain("Inicia sesión para opinar");
  });

  it("offers a signed-in shopper without a review to write one", () => {
    const html = render({ ownReviewIds: [] });
    expect(html).toContain("Write a review");
    expect(html).not.toContain("/login");
    expect(html).not.toContain("Your review");
  });

  it("lists the shopper's own review first, with Edit and Delete, and no invitation", () => {
    const html = render({ ownReviewIds: ["r-9", "r-3"] });
    expect(order(html)).toEqual(["Ada L.", "Ximena T.", "Grace B."]);
    expect(html).toContain('aria-label="Your review"');
    expect(html.match(/>Edit</g)).toHaveLength(1);
    expect(html.match(/>Delete</g)).toHaveLength(1);
    expect(html).not.toContain("Write a review");
    expect(render({ ownReviewIds: ["r-9", "r-3"] }, "es")).toContain('aria-label="Tu opinión"');
  });

  it("shows the empty state under the invitation when nobody has reviewed yet", () => {
    const html = render({ ownReviewIds: [] }, "en", []);
    expect(html).toContain("No reviews yet");
    expect(html.indexOf("Write a review")).toBeLessThan(html.indexOf("No reviews yet"));
  });
});
