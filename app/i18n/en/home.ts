/** The home page: hero, blocks, testimonials and the newsletter. */
export const home = {
  home: {},
} as const;
