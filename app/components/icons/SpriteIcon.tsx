import type { SpriteIconName } from "./sprite-icon-names";
// A file of its own (never a data: URL, which <use> cannot reference), hashed and cached with
// the other assets: pages and scripts hold no icon's shapes, only this address.
import spriteUrl from "./sprite.svg?no-inline";

export type { SpriteIconName };

/**
 * A decorative icon of the sprite; the control or text around it carries the accessible name.
 * The symbols hold lucide's shapes only: the `icon` class (app.css) strokes them as lucide does,
 * and a fill-* class fills them.
 *
 * The `<use>` is written as the svg's inner HTML, not as an element of its own: a page holds
 * 40–65 icons, and React renders (and hydrates) one element for each instead of two. The page's
 * HTML is the same, byte for byte (decision 107).
 */
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
      dangerouslySetInnerHTML={referenceTo(name)}
    />
  );
}

/** Each icon's `<use>`, made once: the same object every render, so React never rewrites it. */
const references = new Map<SpriteIconName, { __html: string }>();

function referenceTo(name: SpriteIconName): { __html: string } {
  let reference = references.get(name);
  // The names are the sprite's symbol ids (sprite-icon-names.ts) and the address a built
  // asset's: neither holds a character that needs escaping in an attribute.
  if (!reference) references.set(name, (reference = { __html: `<use href="${spriteUrl}#${name}"></use>` }));
  return reference;
}
