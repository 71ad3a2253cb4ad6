import { NO_CONTACT } from "~/lib/shop-contact";
import { renderToString } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { RootData } from "~/components/layout/use-root-data";
import { PurchasePanel } from "./PurchasePanel";

const product = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "pocky-chocolate",
  name: "Pocky Chocolate",
  priceCents: 299,
  imageUrls: [],
  stockQuantity: 3,
  maxPerOrder: 12,
};

/** The opening tag of the button whose text is `text`. */
function buttonWithText(html: string, text: string): string {
  const end = html.indexOf(text);
  return html.slice(
    html.lastIndexOf("<button", end),
    html.indexOf(">", html.lastIndexOf("<button", end)) + 1,
  );
}

/** The panel's server HTML, with the root loader's data as the frame would have it. */
function render(root: RootData, stockQuantity = product.stockQuantity): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <PurchasePanel product={{ ...product, stockQuantity }} />,
    },
  ]);
  return renderToString(
    <TranslationProvider language={root.language}>
      <Stub hydrationData={{ loaderData: { root } }} />
    </TranslationProvider>,
  );
}

const signedIn: RootData = {
  language: "en",
  user: {
    email: "a@example.com",
    name: "Ana",
    firstName: "Ana",
    lastName: null,
    phone: null,
    isAdmin: false,
  },
  savedProductIds: [],
  reviewIds: [],
  categoryNames: {},
  contact: NO_CONTACT,
};

describe("PurchasePanel", () => {
  it("shows the heart only to signed-in visitors", () => {
    expect(render({ ...signedIn, user: null })).not.toContain('aria-label="Add to wishlist"');
    expect(render(signedIn)).toContain('aria-label="Add to wishlist"');
    expect(render({ ...signedIn, language: "es" })).toContain('aria-label="Añadir a la lista de deseos"');
  });

  it("shows from the first render whether the product is saved", () => {
    expect(render(signedIn)).toMatch(/<button[^>]*aria-label="Add to wishlist"[^>]*aria-pressed="false"/);
    expect(render({ ...signedIn, savedProductIds: [product.id] })).toMatch(
      /<button[^>]*aria-label="Add to wishlist"[^>]*aria-pressed="true"/,
    );
  });

  it("starts at quantity 1 with only the increase enabled, and disables everything when sold out", () => {
    const inStock = render(signedIn);
    expect(inStock).toMatch(/<button[^>]*aria-label="Decrease quantity"[^>]*disabled=""/);
    expect(inStock).not.toMatch(/<button[^>]*aria-label="Increase quantity"[^>]*disabled=""/);
    expect(inStock).toMatch(/<output[^>]*>1<\/output>/);
    expect(buttonWithText(inStock, "Add to Cart")).not.toContain('disabled=""');

    const soldOut = render(signedIn, 0);
    expect(soldOut).toMatch(/<button[^>]*aria-label="Increase quantity"[^>]*disabled=""/);
    // Issue 27 item 3: the disabled button says so, and "Notify me" stands beside it.
    expect(buttonWithText(soldOut, "Out of Stock")).toContain('disabled=""');
    expect(soldOut).not.toContain("Add to Cart");
    expect(soldOut).toMatch(/<a[^>]*href="\/notify-me\?product=[^"]+"[^>]*>.*Notify me/);
    expect(inStock).not.toContain("Notify me");
  });
});
