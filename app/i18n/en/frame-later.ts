/**
 * Texts of the frame that the browser shows once the page's first scripts have run (decision
 * 097): the search box's, the footer's, the language picker's and the not-found page's, a part of
 * their own (`TextParts` in ../setup.ts).
 */
export const frameLater = {
  search: {
    label: "Search products",
    placeholder: "Search candy, brands, countries…",
    submit: "Search",
    suggestions: "Suggestions",
    products: "Products",
    categories: "Categories",
    category: "Category",
    found_one: "{{count}} suggestion. Use the up and down arrows to choose.",
    found_other: "{{count}} suggestions. Use the up and down arrows to choose.",
    none: "No suggestions. Press Enter to search.",
  },
  footer: {
    about: "Candy and snacks from around the world, picked for taste and delivered to your door.",
    categoriesHeading: "Shop by Category",
    categoriesLabel: "Categories",
    informationHeading: "Information",
    informationLabel: "Information",
    socialLabel: "Social media",
    instagram: "Instagram",
    facebook: "Facebook",
    x: "X (Twitter)",
    copyright: "© {{year}} Sweet Trip. All rights reserved.",
  },
  notFound: {
    code: "404",
    title: "Oops! Page Not Found",
    message:
      "Looks like this page wandered off on its own sweet trip. It may have moved, or the address may be mistyped.",
    goHome: "Go Home",
    goBack: "Go Back",
    suggestionsHeading: "Maybe you were looking for:",
    featured: "Featured Products",
  },
  language: {
    label: "Language",
  },
} as const;
