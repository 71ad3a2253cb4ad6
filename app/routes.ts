import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  route("api/health", "routes/api.health.ts"),
  route("api/ready", "routes/api.ready.ts"),
  route("api/newsletter", "routes/api.newsletter.ts"),
  route("api/*", "routes/api.not-found.ts"),
  // Every other path is the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
