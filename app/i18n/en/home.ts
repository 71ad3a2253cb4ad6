/** The home page: hero, blocks, testimonials and the newsletter. */
export const home = {
  home: {
    loadFailed: "Failed to load page data",
    hero: {
      intro:
        "Sweets, snacks and drinks from Japan, Korea, America, Europe and beyond, picked for taste and shipped to your door.",
      rating: "{{rating}}/5 Rating",
      shopFeatured: "Shop Featured",
      exploreCategories: "Explore Categories",
    },
    whyChoose: {
      heading: "Why Choose Sweet Trip?",
      freeShipping: "Free Shipping",
      freeShippingText: "Free shipping on every order over $60, from our shelves to your door.",
      authentic: "Authentic Products",
      authenticText: "100% authentic products, imported from the countries that made them famous.",
      uniqueFlavors: "Unique Flavors",
      uniqueFlavorsText: "Unique and limited-edition flavors you won't find at the corner shop.",
    },
    experience: {
      heading: "Experience Sweet Trip",
      text: "Every order is a little journey: new tastes, bright packs and the stories of the places they come from. Open the box and travel.",
      countries: "Countries",
      products: "Products",
      supportValue: "24/7",
      support: "Online ordering",
      pauseVideo: "Pause the logo animation",
      playVideo: "Play the logo animation",
    },
    regions: {
      heading: "Explore by Region",
      text: "From Tokyo convenience stores to Swiss chocolatiers: choose a corner of the world.",
    },
    featured: {
      heading: "Featured Products",
      text: "Hand-picked favorites our customers keep coming back for.",
      empty: "No featured products available",
      viewAll: "View All Products",
    },
    testimonials: {
      heading: "What Our Customers Say",
      items: {
        sarah: {
          name: "Sarah M.",
          comment:
            "The Sakura Matcha Kit Kats were a hit at my office. Everything arrived quickly and beautifully packed!",
        },
        david: {
          name: "David L.",
          comment:
            "I finally found the Honey Butter Chips I loved in Seoul. Authentic, fresh and fairly priced.",
        },
        lucia: {
          name: "Lucía R.",
          comment:
            "My kids and I try a new country every weekend. The variety is amazing, and the Pocky never lasts long!",
        },
      },
    },
    newsletter: {
      heading: "Join the Sweet Trip Club",
      text: "New arrivals, limited editions and members-only offers, straight to your inbox. No spam, just sweets.",
      emailLabel: "Email address",
      emailPlaceholder: "you@example.com",
      subscribe: "Subscribe",
      subscribing: "Subscribing...",
      subscribed: "Almost there! Check your inbox to confirm your subscription.",
      emailRequired: "Please enter your email address",
      emailInvalid: "Please enter a valid email address",
      failed: "Failed to subscribe. Please try again.",
      // /newsletter/confirm: the page the confirmation e-mail's link opens.
      confirmation: {
        metaTitle: "Confirm Your Subscription | Sweet Trip",
        pendingHeading: "Confirm your subscription",
        pendingText: "One click and the Sweet Trip newsletter is on its way to your inbox.",
        submit: "Confirm subscription",
        submitting: "Confirming...",
        confirmedHeading: "You're subscribed!",
        confirmedText:
          "Thanks for joining the Sweet Trip Club. New arrivals, limited editions and members-only offers are on their way.",
        unknownHeading: "This link is not valid",
        unknownText:
          "It may be mistyped, or a newer confirmation e-mail replaced it. Sign up again on the home page and we will send you a new link.",
        continueShopping: "Continue shopping",
        signUpAgain: "Sign up again",
      },
    },
  },
} as const;
