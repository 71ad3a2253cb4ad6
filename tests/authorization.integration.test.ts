import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "./support/accounts";
import { testDatabase } from "./support/database";
import { insertPendingOrder } from "./support/orders";
import { callRoute } from "./support/routes";
import { addresses, orders, products, reviews, users, wishlistItems } from "~/db/schema";
import * as root from "~/root";
import routeTable from "~/routes";
import * as account from "~/routes/account";
import * as addressBook from "~/routes/addresses";
import * as orderStatus from "~/routes/api.orders.status";
import * as viewerApi from "~/routes/api.viewer";
import * as wishlistApi from "~/routes/api.wishlist";
import * as orderConfirmation from "~/routes/order-confirmation";
import * as orderPage from "~/routes/orders.$number";
import * as orderHistory from "~/routes/orders";
import * as product from "~/routes/product";
import * as wishlistPage from "~/routes/wishlist";

/**
 * Who may read or change what, for every route that shows or changes a shopper's own data:
 * anonymous visitors, user A (who owns the data below), user B and an admin. Nobody but A reads
 * or changes A's profile, addresses, orders, wishlist or review, and nobody makes themselves an
 * admin. The first test ties this list to the route table, so a new route must be placed in it.
 */

// Routes that read or change one shopper's data: each has its cases below.
const PERSONAL_ROUTES = [
  "routes/account.tsx",
  "routes/addresses.tsx",
  "routes/orders.tsx",
  "routes/orders.$number.tsx",
  "routes/order-confirmation.tsx",
  "routes/api.orders.status.ts",
  "routes/wishlist.tsx",
  "routes/api.wishlist.ts",
  "routes/product.tsx", // the review forms
  "routes/api.viewer.ts",
];
// Routes with nothing of one shopper's to give away, or whose owner checks have their own tests:
// the sign-in pages (login.integration.test.ts and friends), checkout and payments (a browser's
// signed cookie: payment-intent-endpoint and orders integration tests), the catalogue.
const OTHER_ROUTES = [
  "routes/home.tsx",
  "routes/products.tsx",
  "routes/categories.tsx",
  "routes/category.tsx",
  "routes/search.tsx",
  "routes/info-page.tsx",
  "routes/contact.tsx",
  "routes/newsletter.confirm.tsx",
  "routes/notify-me.tsx", // an alert is asked for an address; its link is the e-mail's secret
  "routes/sitemap[.]xml.ts",
  "routes/robots[.]txt.ts",
  "routes/media.$.ts",
  "routes/cart.tsx",
  "routes/checkout.tsx",
  "routes/payment-success.tsx",
  "routes/sandbox-authenticate.tsx",
  "routes/dev.mailbox.tsx",
  "routes/login.tsx",
  "routes/register.tsx",
  "routes/auth.callback.tsx",
  "routes/forgot-password.tsx",
  "routes/reset-password.tsx",
  "routes/logout.ts",
  "routes/api.ready.ts",
  "routes/api.newsletter.ts",
  "routes/api.search.suggestions.ts",
  "routes/api.cart.suggestions.ts",
  "routes/api.cart.quote.ts",
  "routes/api.coupons.check.ts",
  "routes/api.create-payment-intent.ts",
  "routes/api.payments.sandbox.confirm.ts",
  "routes/api.webhooks.stripe.ts",
  "routes/api.openapi[.]json.ts",
  "routes/api.not-found.ts",
  "routes/not-found.tsx",
  // Issue 30: tracking (number and e-mail) and the invoice (buyer, browser, receipt link, 404 for
  // anyone else) have their owner checks in routes/after-sale.integration.test.ts.
  "routes/track.tsx",
  "routes/orders.$number.invoice[.]pdf.ts",
  // Gift cards (decision 085): nobody's own data; a code is its holder's, checked in
  // routes/gift-cards.integration.test.ts (one answer for unknown and used up, limited per client).
  "routes/gift-cards.tsx",
  "routes/gift-cards.balance.tsx",
  "routes/api.gift-cards.check.ts",
  // Returns (buyer, browser, receipt link; 404 for anyone else): routes/returns.integration.test.ts.
  "routes/orders.$number.return.tsx",
  // A bought card's code, once (decision 093; buyer, browser, receipt link; 404 for anyone else):
  // routes/gift-card-code.integration.test.ts.
  "routes/orders.$number.gift-card-code.tsx",
];

const handle = testDatabase({ catalogue: true });
let a: TestShopper;
let b: TestShopper;
let admin: TestShopper;
let productRow: { id: string; slug: string };
let aAddressId: string;
let aOrderNumber: string;
let aReviewId: string;

beforeAll(async () => {
  [a, b, admin] = await Promise.all([
    createShopper(handle, { firstName: "Alice", lastName: "Owner" }),
    createShopper(handle, { firstName: "Bob", lastName: "Other" }),
    createShopper(handle, { firstName: "Ada", lastName: "Admin", isAdmin: true }),
  ]);
  const [firstActive] = await handle.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1);
  productRow = firstActive!;

  const [address] = await handle.db
    .insert(addresses)
    .values({
      userId: a.id,
      firstName: "Alice",
      lastName: "Owner",
      address: "7 Secret Street",
      city: "Hidden Town",
      zipCode: "12345",
      isDefault: true,
    })
    .returning();
  aAddressId = address!.id;

  const order = await insertPendingOrder(handle.db, { paymentId: "pi_authz_a", provider: "sandbox" });
  await handle.db
    .update(orders)
    .set({ userId: a.id, status: "paid", paidAt: new Date(), email: a.email })
    .where(eq(orders.id, order.id));
  aOrderNumber = order.number;

  await handle.db.insert(wishlistItems).values({ userId: a.id, productId: productRow.id });
  const [review] = await handle.db
    .insert(reviews)
    .values({
      productId: productRow.id,
      userId: a.id,
      authorName: "Alice O.",
      rating: 5,
      title: "Alice's words",
    })
    .returning();
  aReviewId = review!.id;
});

type Who = "anonymous" | "a" | "b" | "admin";
const cookieOf = (who: Who) => ({ anonymous: null, a: a.cookie, b: b.cookie, admin: admin.cookie })[who];
const get = (who: Who, path: string) => requestAs(cookieOf(who), path);
const post = (who: Who, path: string, fields: Record<string, string>) =>
  postForm(path, fields, { cookie: cookieOf(who) });
const context = () => testContext(handle);

/** Everything A owns that must never show up in someone else's answer. */
const aSecrets = () => [a.email, "7 Secret Street", aOrderNumber, aReviewId, "Alice"];
const expectNoneOfAs = (answer: unknown) => {
  const text = JSON.stringify(answer ?? null);
  for (const secret of aSecrets()) expect(text).not.toContain(secret);
};
const expectLoginRedirect = (answer: { status: number; response?: Response }) => {
  expect(answer.status).toBe(302);
  expect(answer.response?.headers.get("Location")).toMatch(/^\/login/);
};

describe("authorization of the account routes", () => {
  it("places every route of the route table: personal routes are tested here, the others are listed", () => {
    const files = new Set<string>();
    const walk = (entries: readonly { file: string; children?: unknown }[]) => {
      for (const entry of entries) {
        // The back office has its own test, which finds its routes itself (admin-access).
        if (!entry.file.startsWith("routes/admin/")) files.add(entry.file);
        if (Array.isArray(entry.children)) walk(entry.children as never);
      }
    };
    walk(routeTable);
    const placed = new Set([...PERSONAL_ROUTES, ...OTHER_ROUTES]);
    expect(
      [...files].filter((file) => !placed.has(file)),
      "routes nobody has classified",
    ).toEqual([]);
  });

  it("root: the frame knows only the visitor's own name and saved products", async () => {
    const anonymous = await callRoute(root.loader, get("anonymous", "/"), context());
    expect(anonymous.data).toMatchObject({ user: null, savedProductIds: [] });
    const asB = await callRoute(root.loader, get("b", "/"), context());
    expect(asB.data).toMatchObject({ user: { email: b.email, isAdmin: false }, savedProductIds: [] });
    expectNoneOfAs(asB.data);
    const asA = await callRoute(root.loader, get("a", "/"), context());
    expect(asA.data).toMatchObject({ user: { email: a.email }, savedProductIds: [productRow.id] });
  });

  it("root on a shared page leaves everyone out; /api/viewer tells each visitor only about themselves", async () => {
    const shared = await callRoute(root.loader, get("a", "/"), testContext(handle, { sharedPage: true }));
    expect(shared.data).toMatchObject({ user: null, savedProductIds: [], viewerKnown: false });
    expectNoneOfAs(shared.data);

    const anonymous = await callRoute(viewerApi.loader, get("anonymous", "/api/viewer"), context());
    expect(anonymous.data).toEqual({ user: null, savedProductIds: [], reviewIds: [] });
    const asB = await callRoute(viewerApi.loader, get("b", "/api/viewer"), context());
    expect(asB.data).toMatchObject({ user: { email: b.email }, savedProductIds: [] });
    expectNoneOfAs(asB.data);
    const asA = await callRoute(viewerApi.loader, get("a", "/api/viewer"), context());
    expect(asA.data).toMatchObject({ user: { email: a.email }, savedProductIds: [productRow.id] });
    expect(asA.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("/account shows each visitor only their own profile, and never stores it", async () => {
    const anonymous = await callRoute(account.loader, get("anonymous", "/account"), context());
    expectNoneOfAs(anonymous.data);
    for (const who of ["b", "admin"] as const) {
      const answer = await callRoute(account.loader, get(who, "/account"), context());
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expectNoneOfAs(answer.data);
    }
    const own = await callRoute(account.loader, get("a", "/account"), context());
    expect(JSON.stringify(own.data)).toContain(a.email);
  });

  it("a profile update changes only the sender's own row, never another id, the e-mail or is_admin", async () => {
    const answer = await callRoute(
      account.action,
      post("b", "/account", {
        intent: "profile",
        firstName: "Mallory",
        lastName: "Other",
        phone: "",
        id: a.id,
        userId: a.id,
        email: "mallory@example.com",
        isAdmin: "true",
        is_admin: "true",
      }),
      context(),
    );
    expect(answer.status).toBe(200);
    const [rowA] = await handle.db.select().from(users).where(eq(users.id, a.id));
    const [rowB] = await handle.db.select().from(users).where(eq(users.id, b.id));
    expect(rowA).toMatchObject({ firstName: "Alice", email: a.email, isAdmin: false });
    expect(rowB).toMatchObject({ firstName: "Mallory", email: b.email, isAdmin: false });

    const anonymous = await callRoute(
      account.action,
      post("anonymous", "/account", { intent: "profile", firstName: "X", lastName: "Y", id: a.id }),
      context(),
    );
    expect([302, 401]).toContain(anonymous.status);
    const [unchanged] = await handle.db.select().from(users).where(eq(users.id, a.id));
    expect(unchanged!.firstName).toBe("Alice");
  });

  it("addresses: nobody else lists, edits, deletes or chooses A's address", async () => {
    expectLoginRedirect(await callRoute(addressBook.loader, get("anonymous", "/addresses"), context()));
    for (const who of ["b", "admin"] as const) {
      expectNoneOfAs((await callRoute(addressBook.loader, get(who, "/addresses"), context())).data);
      for (const intent of ["update", "delete", "default"]) {
        const answer = await callRoute(
          addressBook.action,
          post(who, "/addresses", {
            intent,
            id: aAddressId,
            firstName: "Mallory",
            lastName: "Other",
            phone: "",
            address: "1 Evil Road",
            city: "Elsewhere",
            state: "",
            zipCode: "99999",
            country: "US",
          }),
          context(),
        );
        expect(answer.status, `${who} ${intent}`).toBe(404);
      }
    }
    const anonymous = await callRoute(
      addressBook.action,
      post("anonymous", "/addresses", { intent: "delete", id: aAddressId }),
      context(),
    );
    expectLoginRedirect(anonymous);
    const [row] = await handle.db.select().from(addresses).where(eq(addresses.id, aAddressId));
    expect(row).toMatchObject({ userId: a.id, address: "7 Secret Street", isDefault: true });
  });

  it("orders: A's order is listed and opened for A only (404 for anyone else, even an admin)", async () => {
    expectLoginRedirect(await callRoute(orderHistory.loader, get("anonymous", "/orders"), context()));
    for (const who of ["b", "admin"] as const) {
      expectNoneOfAs((await callRoute(orderHistory.loader, get(who, "/orders"), context())).data);
      const params = { number: aOrderNumber };
      expect(
        (await callRoute(orderPage.loader, get(who, `/orders/${aOrderNumber}`), context(), params)).status,
      ).toBe(404);
      expect(
        (
          await callRoute(
            orderConfirmation.loader,
            get(who, `/order-confirmation/${aOrderNumber}`),
            context(),
            params,
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await callRoute(
            orderStatus.loader,
            get(who, `/api/orders/${aOrderNumber}/status`),
            context(),
            params,
          )
        ).status,
      ).toBe(404);
    }
    const anonymousPage = await callRoute(
      orderPage.loader,
      get("anonymous", `/orders/${aOrderNumber}`),
      context(),
      {
        number: aOrderNumber,
      },
    );
    expect([302, 404]).toContain(anonymousPage.status);

    const own = await callRoute(orderHistory.loader, get("a", "/orders"), context());
    expect(JSON.stringify(own.data)).toContain(aOrderNumber);
    const page = await callRoute(orderPage.loader, get("a", `/orders/${aOrderNumber}`), context(), {
      number: aOrderNumber,
    });
    expect(page.status).toBe(200);
  });

  it("wishlist: nobody else lists or removes A's saved products", async () => {
    expectLoginRedirect(await callRoute(wishlistPage.loader, get("anonymous", "/wishlist"), context()));
    const asB = await callRoute(wishlistPage.loader, get("b", "/wishlist"), context());
    expect(asB.data).toMatchObject({ products: [] });

    const removeAs = (who: Who) =>
      callRoute(
        wishlistApi.action,
        post(who, "/api/wishlist", { intent: "remove", productId: productRow.id, userId: a.id }),
        context(),
      );
    expect((await removeAs("anonymous")).status).toBe(401);
    expect((await removeAs("b")).status).toBe(200);
    expect((await removeAs("admin")).status).toBe(200);
    const saved = await handle.db.select().from(wishlistItems).where(eq(wishlistItems.userId, a.id));
    expect(saved.map((row) => row.productId)).toEqual([productRow.id]);
  });

  it("reviews: nobody else edits or deletes A's review; anonymous writes go to sign-in", async () => {
    const path = `/product/${productRow.slug}`;
    const params = { slug: productRow.slug };
    for (const who of ["b", "admin"] as const) {
      for (const intent of ["update", "delete"]) {
        const answer = await callRoute(
          product.action,
          post(who, path, { intent, reviewId: aReviewId, rating: "1", title: "Hijacked", comment: "" }),
          context(),
          params,
        );
        expect(answer.status, `${who} ${intent}`).toBe(404);
      }
    }
    const anonymous = await callRoute(
      product.action,
      post("anonymous", path, { intent: "delete", reviewId: aReviewId }),
      context(),
      params,
    );
    expectLoginRedirect(anonymous);
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, aReviewId));
    expect(row).toMatchObject({ userId: a.id, rating: 5, title: "Alice's words" });

    // The product page is the same for everyone and carries nobody's review ownership; only A's
    // own /api/viewer answer names A's review.
    const page = await callRoute(product.loader, get("anonymous", path), context(), params);
    const asA = await callRoute(product.loader, get("a", path), context(), params);
    expect(asA.data).toEqual(page.data);
    expect(JSON.stringify(page.data)).not.toContain(a.email);
    expect(JSON.stringify(page.data)).not.toContain(a.id);
    const viewerOfA = await callRoute(viewerApi.loader, get("a", "/api/viewer"), context());
    expect(viewerOfA.data).toMatchObject({ reviewIds: [aReviewId] });
    const viewerOfB = await callRoute(viewerApi.loader, get("b", "/api/viewer"), context());
    expect(viewerOfB.data).toMatchObject({ reviewIds: [] });
  });
});
