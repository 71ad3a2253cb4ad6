import { describe, expect, it } from "vitest";
import { characterCount } from "~/lib/plain-text";
import { REVIEW_LIMITS, validateReview, validateReviewField } from "./review-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the review form's schema", () => {
  it("takes a whole rating from 1 to 5, from the form's text or a number", () => {
    for (const rating of ["1", "2", "3", "4", "5", " 4 ", 3]) {
      expect(validateReview({ rating })).toMatchObject({ success: true });
    }
    expect(validateReview(form({ rating: "5" }))).toEqual({
      success: true,
      data: { rating: 5, title: null, comment: null },
    });
  });

  it("asks for a missing rating and refuses one out of range or not whole", () => {
    for (const rating of [undefined, null, "", "  "]) {
      expect(validateReview({ rating })).toEqual({ success: false, errors: { rating: "ratingRequired" } });
    }
    for (const rating of ["0", "6", "2.5", "-1", "abc", "0x3", "1e0", 0, 6, 2.5, Number.NaN, Infinity]) {
      expect(validateReview({ rating }), String(rating)).toEqual({
        success: false,
        errors: { rating: "ratingInvalid" },
      });
    }
  });

  it("keeps a title up to 100 characters and a comment up to 2,000, trimmed; empty ones are null", () => {
    const title = "t".repeat(REVIEW_LIMITS.titleMax);
    const comment = "c".repeat(REVIEW_LIMITS.commentMax);
    expect(validateReview({ rating: "4", title: ` ${title} `, comment })).toEqual({
      success: true,
      data: { rating: 4, title, comment },
    });
    expect(validateReview({ rating: "4", title: "   ", comment: "\n" })).toEqual({
      success: true,
      data: { rating: 4, title: null, comment: null },
    });
    expect(validateReview({ rating: "4", title: "t".repeat(101), comment: "c".repeat(2001) })).toEqual({
      success: false,
      errors: { title: "titleTooLong", comment: "commentTooLong" },
    });
  });

  it("counts characters as people do: an emoji is one, a line break the browser sends as CRLF is one", () => {
    expect(characterCount("🍬🍭")).toBe(2);
    expect(validateReview({ rating: "5", title: "🍬".repeat(100) })).toMatchObject({ success: true });
    const lines = "a\r\n".repeat(666) + "ab"; // 666 × 2 + 2 = 1,334 characters once line breaks are \n
    expect(validateReview({ rating: "5", comment: lines })).toMatchObject({
      success: true,
      data: { comment: "a\n".repeat(666) + "ab" },
    });
    expect(validateReview({ rating: "5", comment: "a\r\n".repeat(1000) + "a" })).toMatchObject({
      success: false,
      errors: { comment: "commentTooLong" },
    });
  });

  it("refuses control characters; a comment may keep line breaks and tabs", () => {
    expect(validateReview({ rating: "5", comment: "Line one\nLine two\tand a tab" })).toMatchObject({
      success: true,
    });
    for (const control of ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u009b"]) {
      expect(validateReview({ rating: "5", title: `Nice${control}`, comment: `Good${control}` })).toEqual({
        success: false,
        errors: { title: "titleInvalid", comment: "commentInvalid" },
      });
    }
    expect(validateReview({ rating: "5", title: "Two\nlines" })).toEqual({
      success: false,
      errors: { title: "titleInvalid" },
    });
  });

  it("keeps HTML as the text it is: escaping is the page's job", () => {
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    expect(validateReview({ rating: "5", title: payload, comment: payload })).toMatchObject({
      success: true,
      data: { title: payload, comment: payload },
    });
  });

  it("checks one field alone, for feedback while typing", () => {
    expect(validateReviewField("rating", 3)).toBeNull();
    expect(validateReviewField("rating", undefined)).toBe("ratingRequired");
    expect(validateReviewField("title", "x".repeat(101))).toBe("titleTooLong");
    expect(validateReviewField("comment", "ok")).toBeNull();
  });
});
