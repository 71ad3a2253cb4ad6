import type { SpriteIconName } from "./sprite-icon-names";
// A file of its own (never a data: URL, which <use> cannot reference), hashed and cached with
// the other assets: pages and scripts hold no icon's shapes, only this address.
import spriteUrl from "./sprite.svg?no-inline";

export type { SpriteIconName };

/**
 * A decorative icon of the sprite; the control or text around it carries the accessible name.
 * The symbols hold lucide's shapes only: the `icon` class (app.css) strokes them as lucide does,
 * and a fill-* class fills them.
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
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
