/** Information pages (about, contact, privacy, terms, shipping, returns). */
export const pages = {
  pages: {},
} as const;
