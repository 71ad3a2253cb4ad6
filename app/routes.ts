import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),

  // Catalogue: the three list views share one module (spec: the path chooses the view).
  route("products", "routes/products.tsx", { id: "products" }),
  route("featured", "routes/products.tsx", { id: "featured" }),
  route("new-arrivals", "routes/products.tsx", { id: "new-arrivals" }),
  route("product/:slug", "routes/product.tsx"),
  route("categories", "routes/categories.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("search", "routes/search.tsx"),

  // Information pages share one module; contact has its form.
  route("about", "routes/info-page.tsx", { id: "about" }),
  route("privacy", "routes/info-page.tsx", { id: "privacy" }),
  route("terms", "routes/info-page.tsx", { id: "terms" }),
  route("shipping", "routes/info-page.tsx", { id: "shipping" }),
  route("returns", "routes/info-page.tsx", { id: "returns" }),
  route("contact", "routes/contact.tsx"),
  // The newsletter's double opt-in: the confirmation e-mail's link (issue 9).
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  // Back-in-stock alerts: the "Notify me" form without JavaScript, and the confirmation link (issue 27).
  route("notify-me", "routes/notify-me.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("media/*", "routes/media.$.ts"),

  // Cart, checkout and orders (issue 4).
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-confirmation/:number", "routes/order-confirmation.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  route("sandbox/authenticate", "routes/sandbox-authenticate.tsx"),
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  // Gift cards (issue 29 item 2, decision 085): buy one, check a code's balance.
  route("gift-cards", "routes/gift-cards.tsx"),
  route("gift-cards/balance", "routes/gift-cards.balance.tsx"),
  // After the sale (issue 30): anyone tracks an order by its number and e-mail.
  route("track", "routes/track.tsx"),

  // Accounts: sign-in, registration, e-mail links, password reset, sign-out (issue 7).
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),

  // Account pages: profile and saved addresses (issue 7).
  route("account", "routes/account.tsx"),
  route("addresses", "routes/addresses.tsx"),

  // Order history and wishlist (issue 7). Reviews are written through the product route's action.
  route("orders", "routes/orders.tsx"),
  route("orders/:number", "routes/orders.$number.tsx"),
  // A paid order's invoice (issue 30): its buyer, its browser, or the receipt link's holder.
  route("orders/:number/invoice.pdf", "routes/orders.$number.invoice[.]pdf.ts"),
  // Returns and claims (issue 30): the buyer asks to return lines of a shipped order.
  route("orders/:number/return", "routes/orders.$number.return.tsx"),
  // A bought gift card's code, shown to its buyer once (decision 093).
  route("orders/:number/gift-card-code", "routes/orders.$number.gift-card-code.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("api/wishlist", "routes/api.wishlist.ts"),

  // The back office (issue 8): every page and action checks for an admin on the server.
  layout("routes/admin/layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/dashboard.tsx"),
      // Products
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/products.new.tsx"),
      route("products/:id", "routes/admin/products.$id.tsx"),
      // Categories: their texts in both languages (issue 11); slugs stay, so no create or delete.
      route("categories", "routes/admin/categories.tsx"),
      route("categories/:id", "routes/admin/categories.$id.tsx"),
      // Orders
      route("orders", "routes/admin/orders.tsx"),
      route("orders.csv", "routes/admin/orders[.]csv.ts"),
      route("orders/:number", "routes/admin/orders.$number.tsx"),
      route("orders/:number/packing-slip", "routes/admin/orders.$number.packing-slip.ts"),
      route("orders/:number/invoice.pdf", "routes/admin/orders.$number.invoice[.]pdf.ts"),
      // Returns and claims (issue 30): the queue, one request and its decisions, its photos.
      route("returns", "routes/admin/returns.tsx"),
      route("returns/:id", "routes/admin/returns.$id.tsx"),
      route("returns/:id/photos/:index", "routes/admin/returns.$id.photos.$index.ts"),
      // Coupons
      route("coupons", "routes/admin/coupons.tsx"),
      route("coupons/new", "routes/admin/coupons.new.tsx"),
      route("coupons/:id", "routes/admin/coupons.$id.tsx"),
      // Gift cards (decision 085): the list with the issue form, one card's ledger and disable.
      route("gift-cards", "routes/admin/gift-cards.tsx"),
      route("gift-cards/:id", "routes/admin/gift-cards.$id.tsx"),
      // Customers
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:id", "routes/admin/customers.$id.tsx"),
      // Reviews: moderation (a list, and delete with the audit log; decision 034).
      route("reviews", "routes/admin/reviews.tsx"),
      // Audit log
      route("audit", "routes/admin/audit.tsx"),
    ]),
  ]),

  // GET /api/health (liveness) is answered before React Router: server/health.ts.
  route("api/viewer", "routes/api.viewer.ts"),
  route("api/ready", "routes/api.ready.ts"),
  route("api/newsletter", "routes/api.newsletter.ts"),
  route("api/search/suggestions", "routes/api.search.suggestions.ts"),
  route("api/cart/quote", "routes/api.cart.quote.ts"),
  route("api/cart/suggestions", "routes/api.cart.suggestions.ts"),
  route("api/coupons/check", "routes/api.coupons.check.ts"),
  route("api/gift-cards/check", "routes/api.gift-cards.check.ts"),
  route("api/create-payment-intent", "routes/api.create-payment-intent.ts"),
  route("api/payments/sandbox/confirm", "routes/api.payments.sandbox.confirm.ts"),
  route("api/orders/:number/status", "routes/api.orders.status.ts"),
  route("api/webhooks/stripe", "routes/api.webhooks.stripe.ts"),
  // The JSON API as an OpenAPI 3.1 document (decision 055).
  route("api/openapi.json", "routes/api.openapi[.]json.ts"),
  route("api/*", "routes/api.not-found.ts"),
  // Every other path is the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
