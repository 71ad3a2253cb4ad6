/** The frame of every page: header, footer, menus, not-found and error pages. */
export const frame = {
  brand: {
    name: "Sweet Trip",
    tagline: "Discover Candy from Around the World",
    homeLink: "Sweet Trip home",
  },
  meta: {
    homeTitle: "Sweet Trip | Discover Candy from Around the World",
    notFoundTitle: "Page Not Found | Sweet Trip",
    errorTitle: "Something went wrong | Sweet Trip",
    description: "An online shop for candy and snacks from Japan, Korea, America, Europe and beyond.",
  },
  frame: {
    pageLoaded: "{{title}}, page loaded",
    skipToContent: "Skip to content",
    promo: "Free shipping on orders over $60!",
  },
  nav: {
    label: "Main",
    home: "Home",
    products: "Products",
    featured: "Featured",
    newArrivals: "New Arrivals",
    categories: "Categories",
    giftCards: "Gift Cards",
    wishlist: "Wishlist",
  },
  cart: {
    // The button's name carries the count its badge shows.
    button_one: "Cart, {{count}} item",
    button_other: "Cart, {{count}} items",
    buttonPending: "Cart",
  },
  theme: {
    toggle: "Toggle theme",
  },
  account: {
    menu: "Account menu",
    signIn: "Sign In",
    createAccount: "Create Account",
    myAccount: "My Account",
    myOrders: "My Orders",
    adminPanel: "Admin Panel",
    signOut: "Sign Out",
    signedOut: "Signed out successfully",
    signOutFailed: "Error signing out",
  },
  mobileMenu: {
    open: "Open menu",
    close: "Close menu",
  },
  categories: {
    japaneseSnacks: "Japanese Snacks",
    koreanTreats: "Korean Treats",
    americanFavorites: "American Favorites",
    europeanDelights: "European Delights",
    exoticInternational: "Exotic International",
    chocolateCollection: "Chocolate Collection",
  },
  information: {
    about: "About Us",
    contact: "Contact Us",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    shipping: "Shipping Info",
    returns: "Returns",
    track: "Track an Order",
    giftCards: "Gift Cards",
  },
  error: {
    title: "Something went wrong.",
    unknown: "An unexpected error occurred.",
    goHome: "Go Home",
    tooManyAttempts_one: "Too many attempts. Please try again in {{count}} minute.",
    tooManyAttempts_other: "Too many attempts. Please try again in {{count}} minutes.",
    unreadableForm: "The form could not be read. Please try again.",
  },
  outage: {
    title: "Back in a moment | Sweet Trip",
    heading: "We'll be right back",
    message:
      "Our shop is taking a short break and can't reach its candy shelves right now. Please try again in a minute.",
    cartSafe: "Your cart is kept in this browser, so nothing is lost.",
    tryAgain: "Try again",
    apiError: "The shop is briefly unavailable. Please try again in a minute.",
  },
} as const;
