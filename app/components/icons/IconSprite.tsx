import { SPRITE_ICONS, type SpriteIconName } from "./sprite-icons";

export type { SpriteIconName };

/**
 * Icons that repeat on a page (on every product card) or sit in the header and footer of every
 * page are drawn once here and referenced by `<use>`: a list page's HTML would otherwise carry
 * the same paths many times, and each inline lucide icon repeats its nine attributes. The
 * symbols hold the shapes only; the `icon` class (app.css) gives them lucide's strokes, and a
 * fill-* class a fill. One element for React to render, whatever the number of icons.
 */
const SPRITE_MARKUP = Object.entries(SPRITE_ICONS)
  .map(([name, shapes]) => `<symbol id="icon-${name}" viewBox="0 0 24 24">${shapes}</symbol>`)
  .join("");

/** Rendered once per document, at the start of <body>. */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      className="absolute"
      dangerouslySetInnerHTML={{ __html: SPRITE_MARKUP }}
    />
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
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
