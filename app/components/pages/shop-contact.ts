/** How shoppers reach us; the address appears in the information pages' texts as it is. */
export const SHOP_EMAIL = "hello@sweettrip.example";
