/** The frame's destinations, each with the key of its label in app/i18n. */

export const mainNavLinks = [
  { to: "/", labelKey: "nav.home" },
  { to: "/products", labelKey: "nav.products" },
  { to: "/featured", labelKey: "nav.featured" },
  { to: "/new-arrivals", labelKey: "nav.newArrivals" },
  { to: "/categories", labelKey: "nav.categories" },
  { to: "/gift-cards", labelKey: "nav.giftCards" },
] as const;

export const categoryLinks = (
  [
    { slug: "japanese-snacks", labelKey: "categories.japaneseSnacks" },
    { slug: "korean-treats", labelKey: "categories.koreanTreats" },
    { slug: "american-favorites", labelKey: "categories.americanFavorites" },
    { slug: "european-delights", labelKey: "categories.europeanDelights" },
    { slug: "exotic-international", labelKey: "categories.exoticInternational" },
    { slug: "chocolate-collection", labelKey: "categories.chocolateCollection" },
  ] as const
).map((link) => ({ ...link, to: `/category/${link.slug}` }));

export const informationLinks = [
  { to: "/about", labelKey: "information.about" },
  { to: "/contact", labelKey: "information.contact" },
  { to: "/privacy", labelKey: "information.privacy" },
  { to: "/terms", labelKey: "information.terms" },
  { to: "/shipping", labelKey: "information.shipping" },
  { to: "/returns", labelKey: "information.returns" },
  { to: "/track", labelKey: "information.track" },
  { to: "/gift-cards", labelKey: "information.giftCards" },
] as const;
