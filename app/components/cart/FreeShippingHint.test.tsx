import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/i18n/react";
import { priceBreakdown } from "~/modules/pricing/pricing";
import { FreeShippingHint } from "./FreeShippingHint";

/** One line worth `cents`, or an empty list when nothing counts. */
const breakdownOf = (cents: number) =>
  priceBreakdown(cents === 0 ? [] : [{ unitPriceCents: cents, quantity: 1 }]);

const hint = (subtotalCents: number, showQualified = true) =>
  renderToString(
    <TranslationProvider language="en">
      <FreeShippingHint breakdown={breakdownOf(subtotalCents)} showQualified={showQualified} />
    </TranslationProvider>,
  );

describe("FreeShippingHint", () => {
  it("says what is missing under $60, and that shipping is free from $60", () => {
    expect(hint(4500)).toContain("Add $15.00 more for free shipping!");
    expect(hint(6000)).toContain("You qualify for free shipping!");
    expect(hint(6000, false)).toBe("");
  });

  it("says nothing when no line counts: nothing to ship, and shipping shows as free", () => {
    expect(breakdownOf(0).shippingCents).toBe(0);
    expect(hint(0)).toBe("");
  });
});
