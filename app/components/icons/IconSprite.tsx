import { Heart, ShoppingCart, Star } from "lucide-react";

/**
 * Icons that repeat many times on one page (a star rating and two buttons on every product
 * card) are drawn once here and referenced by `<use>`: a list page's HTML would otherwise carry
 * the same paths a few hundred times. `fill="inherit"` lets each use choose its fill.
 */
const SPRITE = { star: Star, heart: Heart, cart: ShoppingCart } as const;

export type SpriteIconName = keyof typeof SPRITE;

/** Rendered once per document, at the start of <body>. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {Object.entries(SPRITE).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative sprite icon; the control around it carries the accessible name. */
export function SpriteIcon({
  name,
  className,
  size,
}: {
  name: SpriteIconName;
  className?: string;
  size?: number;
}) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} width={size} height={size} fill="none">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
