import { describe, expect, it } from "vitest";
import { slugify, validateProduct } from "./product-form";

const base = {
  name: "Pocky",
  brand: "Glico",
  originCountry: "Japan",
  categoryId: "6f1c1f8e-8f0a-4d5e-9a59-0c1b2b7e7e11",
  price: "2.99",
  stockQuantity: "5",
};

describe("the product form's rules", () => {
  it("makes a slug from a name: lower-case ASCII words joined by single hyphens", () => {
    expect(slugify("Crème Brûlée Bites!")).toBe("creme-brulee-bites");
    expect(slugify("  M&M's -- Peanut  ")).toBe("m-m-s-peanut");
    expect(slugify("抹茶")).toBe("");
  });

  it("accepts a complete form, with prices in cents and an empty slug left for the server", () => {
    const result = validateProduct({ ...base, isActive: "on" });
    expect(result).toMatchObject({
      success: true,
      data: { price: 299, stockQuantity: 5, slug: "", weightGrams: null, isActive: true, featured: false },
    });
  });

  it("refuses a price of nothing, as it refuses one past $100,000", () => {
    const priceError = (price: string) => {
      const result = validateProduct({ ...base, price });
      return result.success ? null : (result.errors.price ?? null);
    };
    expect(priceError("0.01")).toBeNull();
    expect(priceError("100000")).toBeNull();
    for (const bad of ["0", "0.00", "$0", "100000.01"]) expect(priceError(bad), bad).toBe("priceInvalid");
  });

  it("asks for a reason only when an existing product's stock changes", () => {
    expect(validateProduct({ ...base, stockBefore: "5" }).success).toBe(true);
    expect(validateProduct({ ...base, stockBefore: "3" })).toEqual({
      success: false,
      errors: { stockReason: "stockReasonRequired" },
    });
    expect(validateProduct({ ...base, stockBefore: "3", stockReason: "restock" }).success).toBe(true);
    // Only the admin's reasons: refunds and cancellations belong to the orders pages.
    expect(validateProduct({ ...base, stockBefore: "3", stockReason: "refund" }).success).toBe(false);
  });

  it("keeps a limit per order from 1 to 99, 12 when the form has none (decision 036)", () => {
    expect(validateProduct(base)).toMatchObject({ success: true, data: { maxPerOrder: 12 } });
    expect(validateProduct({ ...base, maxPerOrder: " 5 " })).toMatchObject({ data: { maxPerOrder: 5 } });
    for (const bad of ["", "0", "100", "2.5", "-1", "abc"]) {
      expect(validateProduct({ ...base, maxPerOrder: bad }), bad).toEqual({
        success: false,
        errors: { maxPerOrder: "maxPerOrderInvalid" },
      });
    }
  });
});
