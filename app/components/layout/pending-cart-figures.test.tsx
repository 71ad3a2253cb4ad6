import { renderToString } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { describe, expect, it } from "vitest";
import { PriceBreakdown } from "~/components/checkout/PriceBreakdown";
import { priceBreakdown } from "~/modules/pricing/pricing";
import { CartButton } from "./CartButton";

/**
 * The server cannot know the cart (it lives in the browser): what it renders for cart-dependent
 * figures must be a placeholder, never an invented "0" or "$0.00" (issue 10).
 */
const inEnglish = (node: React.ReactNode) =>
  renderToString(<TranslationProvider language="en">{node}</TranslationProvider>);

describe("cart figures before the stored cart is read", () => {
  it("the header's cart button shows a placeholder badge and says only 'Cart'", () => {
    const html = inEnglish(<CartButton />);
    expect(html).toContain('aria-label="Cart"');
    expect(html).toContain("animate-pulse");
    expect(html).not.toMatch(/>0</);
  });

  it("the price breakdown shows placeholders while pending, and the amounts once known", () => {
    const breakdown = priceBreakdown([{ unitPriceCents: 1000, quantity: 1 }]);
    const pending = inEnglish(<PriceBreakdown breakdown={breakdown} couponCode={null} pending />);
    expect(pending).not.toContain("$");
    expect(pending).toContain('aria-busy="true"');
    const known = inEnglish(<PriceBreakdown breakdown={breakdown} couponCode={null} />);
    expect(known).toContain("$10.00");
    expect(known).toContain("$15.99");
  });
});
