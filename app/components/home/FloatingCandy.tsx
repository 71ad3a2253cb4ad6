import clsx from "clsx";
import { floatingCandy, type FloatingCandyPiece } from "./floating-candy";

/** `"` and `&` in an attribute value (the pieces hold numbers and the shop's own image paths). */
const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

function pieceMarkup(piece: FloatingCandyPiece): string {
  const style = [
    `left:${piece.left}%`,
    `top:${piece.top}%`,
    `width:${piece.size}px`,
    `height:${piece.size}px`,
    `margin-left:${-piece.size / 2}px`,
    `margin-top:${-piece.size / 2}px`,
    `opacity:${piece.opacity}`,
    `--candy-duration:${piece.duration}s`,
    `--candy-delay:${piece.delay}s`,
    `--candy-dx:${piece.driftX}px`,
    `--candy-dy:${piece.driftY}px`,
    `--candy-rotate:${piece.rotate}deg`,
    `--candy-spin:${piece.spin}deg`,
  ].join(";");
  const className = clsx(
    "floating-candy absolute overflow-hidden rounded-full shadow-lg ring-2 shadow-black/15 ring-white/50",
    !piece.onSmallScreens && "floating-candy-extra",
  );
  // Zoomed in on the sweets, past the plate and the name label of the artwork.
  const image = `<img src="${attribute(piece.src)}" alt="" width="${piece.size}" height="${piece.size}" loading="lazy" decoding="async" fetchpriority="low" draggable="false" class="size-full scale-[1.7] object-cover">`;
  return `<span class="${className}" style="${attribute(style)}">${image}</span>`;
}

/**
 * The pieces' markup, built once: the layout is fixed (`floating-candy.ts`), and 48 spans and
 * images with 13 style properties each were a sixth of the home page's elements for React to
 * render on every request (issue 10). The browser gets the same string, so hydration agrees.
 */
export const FLOATING_CANDY_MARKUP = floatingCandy.map(pieceMarkup).join("");

/**
 * The decorative sweets drifting behind the hero. All 48 are rendered and CSS hides 36 of them
 * up to 768 px wide, so the server needs no screen size; a hidden lazy image is never
 * downloaded. Hidden from assistive technology, never in the way of a click, and still under
 * prefers-reduced-motion (see "Home page: floating candy" in app.css).
 */
export function FloatingCandy({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx("pointer-events-none absolute inset-0 select-none", className)}
      dangerouslySetInnerHTML={{ __html: FLOATING_CANDY_MARKUP }}
    />
  );
}
