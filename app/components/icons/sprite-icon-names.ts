/**
 * The icons of the sprite (sprite.svg), by lucide's names. After a change here,
 * `npx tsx scripts/generate-icon-sprite.ts` writes the sprite again (a test fails until then).
 * Only its type reaches the browser.
 */
export const SPRITE_ICON_NAMES = [
  "arrow-right",
  "bird",
  "camera",
  "chevron-down",
  "chevron-right",
  "globe",
  "heart",
  "menu",
  "moon",
  "search",
  "shopping-cart",
  "star",
  "sun",
  "thumbs-up",
  "truck",
  "user-round",
] as const;

export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];
